import type { SignIn } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { deviceName, formatSignInTime, orderSignIns } from './sign-ins';

const signIn = (id: string, lastUsedAt: string, current = false): SignIn => ({
  id,
  browser: 'Chrome 120',
  os: 'Windows 10',
  ip: '203.0.113.10',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt,
  current,
});

describe('orderSignIns', () => {
  it('given this device used long ago / lists it first, then the others from the most recently used', () => {
    const list = [
      signIn('old', '2026-11-10T08:00:00.000Z'),
      signIn('this', '2026-11-01T08:00:00.000Z', true),
      signIn('recent', '2026-11-20T08:00:00.000Z'),
    ];

    expect(orderSignIns(list).map((item) => item.id)).toEqual(['this', 'recent', 'old']);
    // The cached list is not reordered in place.
    expect(list.map((item) => item.id)).toEqual(['old', 'this', 'recent']);
  });
});

describe('deviceName', () => {
  it('given browser and system / joins them', () => {
    expect(deviceName({ browser: 'Safari 17', os: 'iOS 17.1' })).toBe('Safari 17, iOS 17.1');
  });

  it('given a User-Agent that named only one of them / shows that one alone', () => {
    expect(deviceName({ browser: '', os: 'Linux' })).toBe('Linux');
    expect(deviceName({ browser: 'curl 8.5', os: ' ' })).toBe('curl 8.5');
  });

  it('given neither / says the device is unknown', () => {
    expect(deviceName({ browser: '', os: '' })).toBe('Неизвестное устройство');
  });
});

describe('formatSignInTime', () => {
  it('given an ISO time / writes the day, the month in words, the year and the local time', () => {
    expect(formatSignInTime(new Date(2026, 10, 23, 12, 30).toISOString())).toBe('23 ноября 2026, 12:30');
    expect(formatSignInTime(new Date(2027, 0, 5, 9, 5).toISOString())).toBe('5 января 2027, 09:05');
  });
});
