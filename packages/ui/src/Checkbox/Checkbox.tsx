import { Check } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.md};
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
  [data-part='box'] {
    position: relative;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  input {
    appearance: none;
    margin: 0;
    width: 100%;
    height: 100%;
    border: ${({ theme }) => theme.size.borderStrong} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    cursor: inherit;
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
    background: ${({ theme }) => theme.color.skeleton};
  }
  svg {
    position: absolute;
    width: ${({ theme }) => theme.size.icon.xs};
    height: ${({ theme }) => theme.size.icon.xs};
    color: ${({ theme }) => theme.color.onAccent};
    pointer-events: none;
    visibility: hidden;
  }
  input:checked + svg {
    visibility: visible;
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Text next to the box; the accessible name. */
  label: ReactNode;
}

/** A checkbox with its label. */
export function Checkbox({ label, disabled, id: idProp, className, style, ...rest }: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Root htmlFor={id} data-disabled={disabled || undefined} className={className} style={style}>
      <span data-part="box">
        <input id={id} type="checkbox" disabled={disabled} {...rest} />
        <Check aria-hidden="true" strokeWidth={3} />
      </span>
      <span>{label}</span>
    </Root>
  );
}
