import { Check } from 'lucide-react';
import styled from 'styled-components';
import { CheckableField, checkable, type CheckableProps } from './Checkable.tsx';

const Root = styled.label`
  ${checkable}
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text};
  [data-part='box'] {
    position: relative;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  input {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input:disabled {
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

export type CheckboxProps = CheckableProps;

/** A checkbox with its label. */
export function Checkbox(props: CheckboxProps) {
  return <CheckableField root={Root} part="box" decoration={<Check aria-hidden="true" strokeWidth={3} />} {...props} />;
}
