import { CODE_LENGTH } from '@school/contract';
import { Button, Countdown, OtpInput } from '@school/ui';
import { useMemo, useState } from 'react';
import type { CodeState } from '../wizard-state';
import { secondsLeft } from '../wizard-model';

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

const otpStatus = { idle: 'neutral', checking: 'neutral', error: 'error', success: 'success' } as const;
const otpMessage: Record<CodeState, string | undefined> = {
  idle: undefined,
  checking: undefined,
  error: 'Неверный код. Попробуйте еще раз.',
  success: 'Почта подтверждена',
};

/** Step 1: the six-digit code from the e-mail, the countdown to sendOTPAt and, at 0:00, the resend button. */
export function CodeStep({ email, sendOTPAt, code, codeState, onCodeChange, resending, onResend }: CodeStepProps) {
  // Read once per code sent: the countdown then keeps its own time.
  const seconds = useMemo(() => secondsLeft(sendOTPAt, Date.now()), [sendOTPAt]);
  const [finishedFor, setFinishedFor] = useState<number | null>(null);
  const canResend = seconds === 0 || finishedFor === sendOTPAt;

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
          onComplete={() => setFinishedFor(sendOTPAt)}
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
