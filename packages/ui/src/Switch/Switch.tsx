import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.size.control.md};
  cursor: pointer;
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
  [data-part='track'] {
    position: relative;
    display: inline-flex;
    flex: none;
    width: ${({ theme }) => theme.size.switch.width};
    height: ${({ theme }) => theme.size.switch.height};
  }
  input {
    appearance: none;
    margin: 0;
    width: 100%;
    height: 100%;
    border: ${({ theme }) => theme.size.borderStrong} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    cursor: inherit;
    transition: background-color ${({ theme }) => theme.motion.fast};
  }
  input:checked {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  input:focus-visible {
    ${focusRing()}
  }
  input:disabled {
    border-color: ${({ theme }) => theme.color.divider};
  }
  [data-part='thumb'] {
    position: absolute;
    top: ${({ theme }) => theme.size.switch.inset};
    left: ${({ theme }) => theme.size.switch.inset};
    width: ${({ theme }) => theme.size.switch.thumb};
    height: ${({ theme }) => theme.size.switch.thumb};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.border};
    pointer-events: none;
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  input:checked + [data-part='thumb'] {
    transform: translateX(${({ theme }) => theme.size.switch.thumb});
    background: ${({ theme }) => theme.color.onAccent};
  }
  input:disabled + [data-part='thumb'] {
    background: ${({ theme }) => theme.color.divider};
  }
`;

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  /** Text next to the switch; the accessible name. */
  label: ReactNode;
}

/** An on/off switch (`role="switch"`), e.g. the experimental dark theme toggle. */
export function Switch({ label, disabled, id: idProp, className, style, ...rest }: SwitchProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Root htmlFor={id} data-disabled={disabled || undefined} className={className} style={style}>
      <span data-part="track">
        <input id={id} type="checkbox" role="switch" disabled={disabled} {...rest} />
        <span data-part="thumb" />
      </span>
      <span>{label}</span>
    </Root>
  );
}
