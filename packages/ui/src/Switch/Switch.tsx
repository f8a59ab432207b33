import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckableField, checkable, type CheckableProps } from '../Checkbox/Checkable.tsx';

const Root = styled.label`
  ${checkable}
  gap: ${({ theme }) => theme.space(3)};
  [data-part='track'] {
    position: relative;
    display: inline-flex;
    flex: none;
    width: ${({ theme }) => theme.size.switch.width};
    height: ${({ theme }) => theme.size.switch.height};
  }
  input {
    border-radius: ${({ theme }) => theme.radius.pill};
    transition: background-color ${({ theme }) => theme.motion.fast};
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

export interface SwitchProps extends Omit<CheckableProps, 'role'> {
  /** Names the setting that is switched ('Темная тема'); the accessible name. */
  label: ReactNode;
  /** Called when switched (a click, Space); the setting applies at once. */
  onChange?: CheckableProps['onChange'];
}

/** An on/off switch (`role="switch"`), e.g. the experimental dark theme toggle. */
export function Switch(props: SwitchProps) {
  return <CheckableField root={Root} part="track" decoration={<span data-part="thumb" />} {...props} role="switch" />;
}
