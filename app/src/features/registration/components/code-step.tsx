import { CODE_LENGTH } from '@school/contract';
import { Button, Countdown, OtpInput } from '@school/ui';
import { useMemo } from 'react';
import type { CodeState } from '../wizard-state';
import { secondsLeft } from '../wizard-model';

export interface CodeStepProps {
  email: string | null;
  /** When the next code may be sent (ms); the countdown runs to it. */
  sendOTPAt: number | null;
  code: string;
  codeState: CodeState;
  onCodeChange: (value: string) => void;
  /** The countdown reached 0:00 while the step was open. */
  countdownOver: boolean;
  onCountdownOver: () => void;
  resending: boolean;
  onResend: () => void;
}

const otpStatus = { idle: 'neutral', checking: 'neutral', error: 'error', success: 'success' } as const;
const otpMessage: Record<CodeState, string | undefined> = {
  idle: undefined,
  checking: undefined,
  error: 'Неверный код. Попробуйте еще раз.',
  success: 'Почта подтверждена',
};

/** Step 1: the six-digit code from the e-mail, the countdown to sendOTPAt and, at 0:00, the resend button. */
export function CodeStep(props: CodeStepProps) {
  const { email, sendOTPAt, code, codeState, onCodeChange, countdownOver, onCountdownOver, resending, onResend } =
    props;
  // Read once per code sent: the countdown then keeps its own time.
  const seconds = useMemo(() => secondsLeft(sendOTPAt, Date.now()), [sendOTPAt]);
  const canResend = seconds === 0 || countdownOver;

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
        status={otpStatus[codeState]}
        message={otpMessage[codeState]}
        disabled={codeState === 'checking' || codeState === 'success'}
        autoFocus
        onChange={onCodeChange}
      />
      <p data-part="countdown">
        {canResend ? 'Код можно отправить повторно' : 'Отправить код повторно можно через'}{' '}
        <Countdown
          data-testid="countdown"
          seconds={seconds}
          resetKey={sendOTPAt ?? undefined}
          onComplete={onCountdownOver}
        />
      </p>
      {canResend && (
        <Button variant="outlined" loading={resending} onClick={onResend}>
          Отправить код повторно
        </Button>
      )}
    </section>
  );
}
