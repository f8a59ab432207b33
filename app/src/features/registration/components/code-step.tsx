import { CODE_LENGTH } from '@school/contract';
import { Button } from '@school/ui';
import { useCountdown } from '../hooks/use-countdown';
import type { CodeState } from '../hooks/use-registration-wizard';
import { formatCountdown } from '../wizard-model';
import { OtpInput } from './interim-controls';

export interface CodeStepProps {
  email: string | null;
  /** When the next code may be sent (ms); the countdown runs to it. */
  sendOTPAt: number | null;
  code: string;
  codeState: CodeState;
  onCodeChange: (value: string) => void;
  resending: boolean;
  onResend: () => void;
}

const otpState = { idle: 'neutral', checking: 'neutral', error: 'error', success: 'success' } as const;

/** Step 1: the six-digit code from the e-mail, the countdown and, at 0:00, the resend button. */
export function CodeStep({ email, sendOTPAt, code, codeState, onCodeChange, resending, onResend }: CodeStepProps) {
  const left = useCountdown(sendOTPAt);
  return (
    <section aria-labelledby="code-step-title" data-step="code">
      <h2 id="code-step-title">Подтверждение почты</h2>
      <p>
        Мы отправили код подтверждения на почту <strong>{email}</strong>. Введите его ниже.
      </p>
      <OtpInput
        label="Код подтверждения"
        length={CODE_LENGTH}
        value={code}
        state={otpState[codeState]}
        disabled={codeState === 'checking' || codeState === 'success'}
        onChange={onCodeChange}
      />
      <p role="status" data-part="code-result">
        {codeState === 'error' && 'Неверный код. Попробуйте еще раз.'}
        {codeState === 'success' && 'Почта подтверждена'}
      </p>
      {left > 0 ? (
        <p>
          Отправить код повторно можно через <span data-testid="countdown">{formatCountdown(left)}</span>
        </p>
      ) : (
        <>
          <p>
            <span data-testid="countdown">{formatCountdown(0)}</span>
          </p>
          <Button variant="outlined" loading={resending} onClick={onResend}>
            Отправить код повторно
          </Button>
        </>
      )}
    </section>
  );
}
