import { expiredTempUsers, FIXTURE_NOW, tempUsers } from '@school/mocks';
import { describe, expect, it } from 'vitest';
import { displayName, formatExpiry, isExpired, registrationStatus } from './pending-status';

describe('pending registrations on the new users page', () => {
  it('given a code-sent timestamp / reads "in progress", without one "awaiting"', () => {
    expect(registrationStatus(tempUsers.codeSent)).toBe('codeSent');
    expect(registrationStatus(tempUsers.fresh)).toBe('awaiting');
  });

  it('given the expiry / expired from that very moment on', () => {
    const temp = { ...tempUsers.invited, expiresAt: new Date(FIXTURE_NOW).toISOString() };
    expect(isExpired(temp, FIXTURE_NOW - 1)).toBe(false);
    expect(isExpired(temp, FIXTURE_NOW)).toBe(true);
    expect(isExpired(expiredTempUsers.invitation, FIXTURE_NOW)).toBe(true);
    expect(isExpired(tempUsers.invited, FIXTURE_NOW)).toBe(false);
  });

  it('formats the expiry as a Russian date', () => {
    expect(formatExpiry('2026-12-05T09:00:00.000Z')).toBe('05.12.2026');
  });

  it('given no name / shows the e-mail', () => {
    expect(displayName({ ...tempUsers.invited, firstName: '', lastName: '' })).toBe(tempUsers.invited.email);
    expect(displayName(tempUsers.invited)).toBe('Григорий Павлов');
  });
});
