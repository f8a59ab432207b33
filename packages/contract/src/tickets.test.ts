import { describe, expect, it } from 'vitest';
import { encodeTicket, isTicketExpired, parseTicketTimestamp } from './tickets.ts';

describe('recovery ticket', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const secondsAgo = (seconds: number) => encodeTicket('f3a9c2', now - seconds * 1000);

  it('reads the issue time after the TIMESTAMP marker', () => {
    expect(parseTicketTimestamp(encodeTicket('abc', 1763726400000))).toBe(1763726400000);
    expect(parseTicketTimestamp(btoa('randomTIMESTAMP1763726400000'))).toBe(1763726400000);
  });
  it('given a ticket 3599 s old / it is still valid; 3601 s old / expired', () => {
    expect(isTicketExpired(secondsAgo(3599), now)).toBe(false);
    expect(isTicketExpired(secondsAgo(3600), now)).toBe(false);
    expect(isTicketExpired(secondsAgo(3601), now)).toBe(true);
  });
  it('given a malformed ticket / treats it as expired', () => {
    for (const ticket of ['', 'not base64!', btoa('no marker here'), btoa('TIMESTAMPabc'), null, undefined]) {
      expect(parseTicketTimestamp(ticket)).toBeNull();
      expect(isTicketExpired(ticket, now)).toBe(true);
    }
  });
  it('given a ticket dated far in the future / treats it as invalid', () => {
    expect(isTicketExpired(secondsAgo(-60), now)).toBe(false);
    expect(isTicketExpired(secondsAgo(-7200), now)).toBe(true);
  });
  it('produces URL-safe tickets', () => {
    const ticket = encodeTicket('??>>??>>', now);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseTicketTimestamp(ticket)).toBe(now);
  });
});
