/**
 * Stand-in for the design system's PasswordField (issue 3) until it lands in @school/ui: the same
 * props, so the migration is the import. Features may not share code, hence this small copy.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@school/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  [data-part='control'] { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
  input {
    flex: 1;
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  &[data-status='invalid'] input { border-color: ${({ theme }) => theme.color.error}; }
  [data-part='helper'] { font-size: ${({ theme }) => theme.font.size.xs}; color: ${({ theme }) => theme.color.errorText}; }
`;

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Error text under the field. */
  helperText?: ReactNode;
  /** invalid draws the field red. */
  status?: 'none' | 'invalid';
}

export function PasswordField({ label, helperText, status = 'none', id, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <Root data-status={status}>
      <label htmlFor={inputId}>{label}</label>
      <div data-part="control">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-invalid={status === 'invalid' || undefined}
          aria-describedby={helperText ? `${inputId}-helper` : undefined}
          {...rest}
        />
        <Button variant="text" size="sm" aria-pressed={shown} aria-label={shown ? `Скрыть: ${label}` : `Показать: ${label}`} onClick={() => setShown((value) => !value)}>
          {shown ? 'Скрыть' : 'Показать'}
        </Button>
      </div>
      {helperText && (
        <span id={`${inputId}-helper`} data-part="helper">
          {helperText}
        </span>
      )}
    </Root>
  );
}
