import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, type IStyledComponent } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

/**
 * What Checkbox and Switch share: a native checkbox inside its label, drawn by CSS
 * (`appearance: none`), so the browser keeps the semantics, Space and the label click. Each adds
 * the shape of its control (`[data-part]`) and what is drawn over the input (tick, thumb).
 */
export const checkable = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  cursor: pointer;
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
  input {
    appearance: none;
    margin: 0;
    width: 100%;
    height: 100%;
    border: ${({ theme }) => theme.size.borderStrong} solid ${({ theme }) => theme.color.border};
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
  }
`;

export interface CheckableProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Text next to the control; the accessible name. */
  label: ReactNode;
  /** Called when the control is toggled (a click on it or its label, Space). */
  onChange?: ComponentPropsWithRef<'input'>['onChange'];
}

interface CheckableFieldProps extends CheckableProps {
  /** The styled label, built on `checkable`. */
  root: IStyledComponent<'web', ComponentPropsWithRef<'label'>>;
  /** Names the control's shape for the root's CSS: `box`, `track`. */
  part: string;
  /** Drawn over the input: the tick, the thumb. */
  decoration: ReactNode;
}

/** The markup both share: the label wraps the control, the input carries the state and the rest props. */
export function CheckableField({
  root: Root,
  part,
  decoration,
  label,
  disabled,
  id: idProp,
  className,
  style,
  ...rest
}: CheckableFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Root htmlFor={id} data-disabled={disabled || undefined} className={className} style={style}>
      <span data-part={part}>
        <input id={id} type="checkbox" disabled={disabled} {...rest} />
        {decoration}
      </span>
      <span>{label}</span>
    </Root>
  );
}
