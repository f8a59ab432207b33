import { useEffect, useRef } from 'react';
import OTPInput from 'react-otp-input';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

export type OtpStatus = 'neutral' | 'success' | 'error';

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  > div {
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    width: ${({ theme }) => theme.size.otpCell.width} !important;
    height: ${({ theme }) => theme.size.otpCell.height};
    padding: 0;
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: center;
    appearance: textfield;
  }
  input:focus {
    ${focusRing({ placement: 'border' })}
  }
  /* a focused cell selects its digit: the theme's tint, also where no GlobalStyle is mounted */
  input::selection {
    background: ${({ theme }) => theme.color.selection};
    color: ${({ theme }) => theme.color.onSelection};
  }
  /* after the status colours: a blocked cell looks unavailable whatever its status */
  input:disabled {
    border-color: ${({ theme }) => theme.color.divider};
    border-width: ${({ theme }) => theme.size.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-status='success'] input {
    border-color: ${({ theme }) => theme.color.successText};
    border-width: ${({ theme }) => theme.size.borderStrong};
  }
  &[data-status='error'] input {
    border-color: ${({ theme }) => theme.color.errorText};
    border-width: ${({ theme }) => theme.size.borderStrong};
  }
  ${({ theme }) => theme.media.phone} {
    > div {
      gap: ${({ theme }) => theme.space(1)};
    }
    input {
      width: ${({ theme }) => theme.size.otpCell.widthPhone} !important;
      height: ${({ theme }) => theme.size.otpCell.heightPhone};
    }
  }
  [data-part='message'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-status='error'] [data-part='message'] {
    color: ${({ theme }) => theme.color.errorText};
  }
  &[data-status='success'] [data-part='message'] {
    color: ${({ theme }) => theme.color.successText};
  }
`;

export interface OtpInputProps {
  /** Entered digits (controlled). */
  value: string;
  /** Called with the new digits; with '' when the status turns to error. */
  onChange: (value: string) => void;
  /** Called once all cells are filled. */
  onComplete?: (value: string) => void;
  /** Number of cells: the code's length, a rule of the product (the contract's CODE_LENGTH). */
  length: number;
  /** neutral while typing; success (green) once accepted; error (red) clears the cells. */
  status?: OtpStatus;
  /** Line under the cells ('Неверный код'), announced politely. */
  message?: string;
  /** Accessible name of the group of cells. */
  label?: string;
  /** Blocks input while the code is checked. */
  disabled?: boolean;
  /** Focus the first cell on mount. */
  autoFocus?: boolean;
}

/** One-time code entry: a cell a digit, paste fills them all, only digits accepted. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length,
  status = 'neutral',
  message,
  label = 'Код подтверждения',
  disabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  /* a wrong code is cleared and typing starts again from the first cell */
  useEffect(() => {
    if (status !== 'error') return;
    onChangeRef.current('');
    rootRef.current?.querySelector('input')?.focus();
  }, [status]);

  return (
    <Root ref={rootRef} data-status={status} role="group" aria-label={label}>
      <OTPInput
        value={value}
        numInputs={length}
        inputType="tel"
        shouldAutoFocus={autoFocus}
        skipDefaultStyles
        containerStyle={{ display: 'flex' }}
        onChange={(next) => {
          const digits = next.replace(/\D/g, '');
          onChange(digits);
          if (digits.length === length) onComplete?.(digits);
        }}
        renderInput={(props, index) => (
          <input
            {...props}
            aria-label={`Цифра ${index + 1} из ${length}`}
            aria-invalid={status === 'error' || undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            pattern="[0-9]*"
            disabled={disabled}
          />
        )}
      />
      <p data-part="message" aria-live="polite">
        {message}
      </p>
    </Root>
  );
}
