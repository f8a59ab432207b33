import { Check, X } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { focusRing } from '../theme/focusRing.ts';

export type ValidationStatus = 'none' | 'checking' | 'valid' | 'invalid';

export const FieldRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  &[data-full-width] {
    display: flex;
    width: 100%;
  }
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const FieldControl = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &:focus-within {
    ${focusRing({ placement: 'border' })}
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.errorText};
  }
  &[data-invalid]:focus-within {
    outline-color: ${({ theme }) => theme.color.errorText};
  }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.divider};
    color: ${({ theme }) => theme.color.textDisabled};
  }
  /* read-only: no input border to invite typing, a muted ground instead; the text keeps full
     contrast (it is read, not disabled) and the focus ring still shows */
  &[data-readonly]:not(:focus-within) {
    border-color: transparent;
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  input,
  textarea {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: ${({ theme }) => theme.space(3)} 0;
    border: none;
    outline: none;
    background: transparent;
    color: inherit;
  }
  textarea {
    resize: vertical;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  &[data-multiline] {
    align-items: flex-start;
  }
  input::placeholder,
  textarea::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='adornment'] {
    display: inline-flex;
    align-items: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='adornment'] > svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  [data-status='valid'] {
    color: ${({ theme }) => theme.color.successText};
  }
  [data-status='invalid'] {
    color: ${({ theme }) => theme.color.errorText};
  }
`;

export const FieldHelper = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  &[data-invalid] {
    color: ${({ theme }) => theme.color.errorText};
  }
`;

const statusText: Record<Exclude<ValidationStatus, 'none'>, string> = {
  checking: 'Проверяется',
  valid: 'Подходит',
  invalid: 'Не подходит',
};

/** The spinner / tick / cross shown while a value is checked on the server. */
export function StatusAdornment({ status }: { status: ValidationStatus }) {
  if (status === 'none') return null;
  if (status === 'checking') return <Spinner size="sm" label={statusText.checking} data-status="checking" />;
  const Icon = status === 'valid' ? Check : X;
  return (
    <span data-part="adornment" data-status={status} role="img" aria-label={statusText[status]}>
      <Icon aria-hidden="true" />
    </span>
  );
}

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** An example of the value ('ivanov'), never a replacement for the label. */
  placeholder?: string;
  /** Called on every change of the value. */
  onChange?: ComponentPropsWithRef<'input'>['onChange'];
  /** Hint under the field. Replaced by `error` when that is set. */
  helperText?: ReactNode;
  /** Error message: marks the field invalid and is announced with it. */
  error?: string | null;
  /** Element before the input (an icon). */
  startAdornment?: ReactNode;
  /** Element after the input (a unit, an icon button). */
  endAdornment?: ReactNode;
  /** Live check status: spinner while checking, green tick when valid, red cross when not. */
  status?: ValidationStatus;
  /** Take the full width of the container. */
  fullWidth?: boolean;
  /** Several lines of text (a comment, an address): a textarea that grows by dragging its corner. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
}

/** Labelled text input with helper/error text, adornments and a live validation status. */
export function TextField({
  label,
  helperText,
  error,
  startAdornment,
  endAdornment,
  status = 'none',
  fullWidth = false,
  multiline = false,
  rows = 3,
  id: idProp,
  disabled,
  readOnly,
  required,
  className,
  style,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  const helper = error || helperText;
  const control = {
    id,
    disabled,
    readOnly,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': helper ? helperId : undefined,
  };
  return (
    <FieldRoot data-full-width={fullWidth || undefined} className={className} style={style}>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </FieldLabel>
      <FieldControl
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
        data-multiline={multiline || undefined}
      >
        {startAdornment && <span data-part="adornment">{startAdornment}</span>}
        {multiline ? (
          /* value, onChange, name, placeholder, maxLength, readOnly mean the same on a textarea;
             its change event's target has the same `value` */
          <textarea rows={rows} {...control} {...(rest as ComponentPropsWithRef<'textarea'>)} />
        ) : (
          <input {...control} {...rest} />
        )}
        <StatusAdornment status={status} />
        {endAdornment && <span data-part="adornment">{endAdornment}</span>}
      </FieldControl>
      {helper && (
        <FieldHelper id={helperId} data-invalid={invalid || undefined}>
          {helper}
        </FieldHelper>
      )}
    </FieldRoot>
  );
}
