import { COUNTDOWN_TICK_MS } from '@school/contract';
import { useEffect, useState } from 'react';
import { secondsLeft } from '../wizard-model';

/** Whole seconds until `until` (ms since the epoch), re-read every second; 0 once it has passed. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    if (secondsLeft(until, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(until, current) === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  return secondsLeft(until, now);
}
