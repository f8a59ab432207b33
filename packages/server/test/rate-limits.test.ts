import { MESSAGES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type Call, type TestApp } from './helpers/test-app.ts';

const LIMIT = 3;
const ADDRESS_LIMIT = 6;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: {
        login: LIMIT,
        otpSend: LIMIT,
        otpCheck: LIMIT,
        recovery: LIMIT,
        recoveryPerAddress: ADDRESS_LIMIT,
        ticket: LIMIT,
        availability: LIMIT,
        uploads: LIMIT,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** Makes LIMIT calls from one address, then one more, which must be refused. */
async function overTheLimit(make: () => Promise<Call>) {
  for (let i = 0; i < LIMIT; i += 1) expect((await make()).status).not.toBe(429);
  return make();
}

describe('rate limits per address', () => {
  it.each([
    [
      'login',
      () => call(t.app, 'POST', '/auth/login', { body: { username: `nobody${Math.random()}`, password: 'x' } }),
    ],
    ['checklogin', () => call(t.app, 'GET', '/auth/checklogin', { query: { login: 'someone' } })],
    ['getuserbyemail', () => call(t.app, 'GET', '/api/getuserbyemail', { query: { email: 'someone@mail.test' } })],
    ['reset-pass', () => call(t.app, 'POST', '/api/reset-pass', { body: { email: 'someone@mail.test' } })],
    ['search-ticket', () => call(t.app, 'GET', '/api/search-ticket', { query: { ticket: 'x' } })],
    ['check-otp', () => call(t.app, 'POST', '/auth/check-otp', { body: { id: 'missing', code: '123456' } })],
    ['sendotp', () => call(t.app, 'POST', '/api/sendotp', { body: { id: 'missing' } })],
  ])('%s / answers 429 with a Russian message above the limit', async (_name, make) => {
    const res = await overTheLimit(make);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
  });

  it('another address / is not affected by the first one', async () => {
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/server/auth/checklogin?login=another', remoteAddress: ip });
    for (let i = 0; i <= LIMIT; i += 1) await from('10.0.0.1');
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For / does not open a new budget (TRUST_PROXY is off)', async () => {
    const spoofed = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/server/auth/checklogin?login=spoof',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < LIMIT; i += 1) await spoofed(`192.168.0.${i}`);
    expect((await spoofed('192.168.1.1')).statusCode).toBe(429);
  });

  it('reset-pass past the limit for one e-mail / leaves other e-mails from the same address untouched', async () => {
    const reset = (email: string) =>
      t.app.inject({ method: 'POST', url: '/server/api/reset-pass', remoteAddress: '10.0.0.20', payload: { email } });
    for (let i = 0; i < LIMIT; i += 1) expect((await reset('hammered@mail.test')).statusCode).toBe(200);
    expect((await reset('hammered@mail.test')).statusCode).toBe(429);
    expect((await reset('HAMMERED@mail.test')).statusCode).toBe(429);
    expect((await reset('someone-else@mail.test')).statusCode).toBe(200);
  });

  it('reset-pass across many e-mails from one address / is still bounded per address', async () => {
    const reset = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/server/api/reset-pass',
        remoteAddress: '10.0.0.21',
        payload: { email: `spray${i}@mail.test` },
      });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await reset(i)).statusCode).toBe(200);
    expect((await reset(ADDRESS_LIMIT)).statusCode).toBe(429);
  });

  it('calls without a limit / keep working', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await call(t.app, 'GET', '/check')).status).toBe(200);
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await call(t.app, 'GET', '/api/getsubj')).status).toBe(200);
  });
});
