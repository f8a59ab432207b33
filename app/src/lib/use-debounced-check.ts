import { useEffect, useRef, useState } from 'react';

/**
 * idle: not typed into yet; pending: typing, the check waits for a pause; checking: asking the
 * server; valid / invalid: the answer, with the message to show.
 */
export type CheckState = 'idle' | 'pending' | 'checking' | 'valid' | 'invalid';

export interface CheckResult {
  state: CheckState;
  message?: string;
}

export type Check = (value: string, signal: AbortSignal) => CheckResult | Promise<CheckResult>;

/**
 * Runs `check` once the value has stopped changing for `delayMs` (platform.md section 5). A newer
 * value cancels an older answer. `recheckKey` reruns the check when something it depends on
 * changes (the repeat-password field when the password changes).
 */
export function useDebouncedCheck(value: string, delayMs: number, check: Check, recheckKey?: unknown): CheckResult {
  const [result, setResult] = useState<CheckResult>({ state: 'idle' });
  const checkRef = useRef(check);
  const touched = useRef(false);

  useEffect(() => {
    checkRef.current = check;
  });

  useEffect(() => {
    if (!touched.current && value === '') return;
    touched.current = true;
    setResult({ state: 'pending' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const outcome = checkRef.current(value, controller.signal);
      if (!(outcome instanceof Promise)) {
        setResult(outcome);
        return;
      }
      setResult({ state: 'checking' });
      void outcome.then((answer) => {
        if (!controller.signal.aborted) setResult(answer);
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, delayMs, recheckKey]);

  return result;
}
