import { describe, expect, it } from 'vitest';
import { formatCountdown } from './Countdown.tsx';

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [600, '10:00'],
    [-3, '0:00'],
  ])('shows %d s as %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});
