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
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: ${({ theme }) => theme.space(3)} 0;
    border: none;
    outline: none;
    background: transparent;
    color: inherit;
  }
  input::placeholder {
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
  id: idProp,
  disabled,
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
  return (
    <FieldRoot data-full-width={fullWidth || undefined} className={className} style={style}>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </FieldLabel>
      <FieldControl data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {startAdornment && <span data-part="adornment">{startAdornment}</span>}
        <input
          id={id}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={helper ? helperId : undefined}
          {...rest}
        />
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
