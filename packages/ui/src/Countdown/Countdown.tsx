import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** Seconds as m:ss: 75 -> '1:15', 0 -> '0:00'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface CountdownProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Seconds to count down from; changing it (or `resetKey`) restarts the countdown. */
  seconds: number;
  /** Called once when 0:00 is reached. */
  onComplete?: () => void;
  /** Names the timer for screen readers ('До повторной отправки кода'). */
  'aria-label'?: string;
  /** Change to restart with the same `seconds` (e.g. after 'Отправить код повторно'). */
  resetKey?: string | number;
  /** How often the time shown is read again, in ms (a second, the finest unit m:ss shows, by default). */
  tickMs?: number;
}

/** m:ss timer that ticks every `tickMs` and calls back at 0:00. */
export function Countdown({ seconds, onComplete, resetKey, tickMs = 1000, ...rest }: CountdownProps) {
  const [left, setLeft] = useState(seconds);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  useEffect(() => {
    /* counted from a deadline so a throttled background tab does not slow the timer down */
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    if (seconds <= 0) {
      onCompleteRef.current?.();
      return;
    }
    const timer = setInterval(() => {
      const next = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onCompleteRef.current?.();
      }
    }, tickMs);
    return () => clearInterval(timer);
  }, [seconds, resetKey, tickMs]);
  return (
    <Root role="timer" aria-live="off" data-state={left === 0 ? 'done' : 'running'} {...rest}>
      {formatCountdown(left)}
    </Root>
  );
}
