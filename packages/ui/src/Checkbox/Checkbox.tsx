import { Check, Minus } from 'lucide-react';
import { useImperativeHandle, useLayoutEffect, useRef } from 'react';
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
  input:indeterminate {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  input:disabled:indeterminate {
    background: ${({ theme }) => theme.color.skeleton};
    border-color: ${({ theme }) => theme.color.divider};
  }
  input:checked:not(:indeterminate) + svg,
  input:indeterminate ~ [data-icon='dash'] {
    visibility: visible;
  }
`;

export interface CheckboxProps extends CheckableProps {
  /** Mixed state of a box whose items are partly checked: a dash instead of the tick, read as 'partially checked'. */
  indeterminate?: boolean;
}

const marks = (
  <>
    <Check aria-hidden="true" strokeWidth={3} />
    <Minus aria-hidden="true" strokeWidth={3} data-icon="dash" />
  </>
);

/** A checkbox with its label. */
export function Checkbox({ indeterminate = false, ref, ...props }: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  /* `indeterminate` exists only as a DOM property; set on every render because a click clears it,
     and before the paint so the box never shows unchecked first */
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return <CheckableField root={Root} part="box" decoration={marks} ref={input} {...props} />;
}
