import { CODE_LENGTH, COUNTDOWN_TICK_MS } from '@school/contract';
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
  /** Why the last code was refused (tries left, or that a new code is needed); stays until it no longer holds. */
  codeMessage: string | null;
  onCodeChange: (value: string) => void;
  /** The countdown reached 0:00 while the step was open. */
  countdownOver: boolean;
  onCountdownOver: () => void;
  resending: boolean;
  onResend: () => void;
}

const otpStatus = {
  idle: 'neutral',
  checking: 'neutral',
  error: 'error',
  locked: 'error',
  success: 'success',
} as const;

/**
 * Step 1: the six-digit code from the e-mail, the countdown to sendOTPAt and, at 0:00, the resend button. A refused
 * code says why at the input: the tries left, or that the code is void and a new one must be sent.
 */
export function CodeStep(props: CodeStepProps) {
  const {
    email,
    sendOTPAt,
    code,
    codeState,
    codeMessage,
    onCodeChange,
    countdownOver,
    onCountdownOver,
    resending,
    onResend,
  } = props;
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
        message={codeState === 'success' ? 'Почта подтверждена' : (codeMessage ?? undefined)}
        disabled={codeState === 'checking' || codeState === 'success' || codeState === 'locked'}
        autoFocus
        onChange={onCodeChange}
      />
      {/* At 0:00 the button says it all: a sentence ending in '0:00' reads as a wait that never ends. */}
      {!canResend && (
        <p data-part="countdown">
          {codeState === 'locked' ? 'Отправить новый код можно через' : 'Отправить код повторно можно через'}{' '}
          <Countdown
            data-testid="countdown"
            seconds={seconds}
            tickMs={COUNTDOWN_TICK_MS}
            resetKey={sendOTPAt ?? undefined}
            onComplete={onCountdownOver}
          />
        </p>
      )}
      {canResend && (
        <Button variant="outlined" loading={resending} onClick={onResend}>
          Отправить код повторно
        </Button>
      )}
    </section>
  );
}
