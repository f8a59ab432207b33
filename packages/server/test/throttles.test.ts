import { MESSAGES } from '@school/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPending } from './helpers/registration.ts';
import { codeFrom } from '@school/mocks/testing/mail';
import { call, createTestApp, seedUser, uniqueName, type TestApp } from './helpers/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/* Only Date is faked: the hour and the growing delays pass at once, while the database and the
   mail sink keep their real timers. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const send = (id: string) => call(t.app, 'POST', '/api/sendotp', { body: { id } });
const check = (id: string, code: string) => call(t.app, 'POST', '/auth/check-otp', { body: { id, code } });
const cancel = (id: string) => call(t.app, 'GET', '/auth/cancel-reg', { query: { id } });
/** The code of the `count`th mail to `email`, once it has arrived (a mail may leave after the answer). */
async function codeOfMail(email: string, count: number): Promise<string> {
  await vi.waitFor(() => expect(t.mail.to(email)).toHaveLength(count), { timeout: 10_000 });
  return codeFrom(t.mail.last(email));
}

describe('code checks and sends per e-mail address', () => {
  it('given registrations cancelled and created again with one e-mail / the 16th wrong code within an hour answers 429, and an hour later codes are checked again', async () => {
    const email = `${uniqueName('target')}@mail.test`;
    const statuses: number[] = [];
    /* Each registration allows 5 wrong codes; a fresh one used to start that count over. */
    for (let round = 0; round < 3; round += 1) {
      const pending = await createPending(t.app, { email });
      expect((await send(pending.id)).status).toBe(200);
      const code = await codeOfMail(email, round + 1);
      for (let i = 0; i < 5; i += 1) statuses.push((await check(pending.id, wrongCode(code))).status);
      expect((await cancel(pending.id)).status).toBe(200);
    }
    expect(statuses).toEqual(Array(15).fill(400));

    const pending = await createPending(t.app, { email });
    expect((await send(pending.id)).status).toBe(200);
    const code = await codeOfMail(email, 4);
    const refused = await check(pending.id, wrongCode(code));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyAttempts);
    /* Not even the right code gets through: otherwise the 16th guess could be compared. */
    expect((await check(pending.id, code)).status).toBe(429);

    /* Another address is untouched. */
    const other = await createPending(t.app);
    await send(other.id);
    expect((await check(other.id, wrongCode(await codeOfMail(other.email, 1)))).status).toBe(400);

    wait(HOUR_MS);
    expect((await check(pending.id, code)).status).toBe(400); // the code itself expired after 10 minutes
    expect((await send(pending.id)).status).toBe(200);
    expect((await check(pending.id, await codeOfMail(email, 5))).status).toBe(200);
  });

  it('given registrations cancelled and created again with one e-mail / the 6th code mail within an hour is refused with "Время на отправление кода ограничено.", and an hour later it goes', async () => {
    const email = `${uniqueName('bombed')}@mail.test`;
    for (let round = 0; round < 5; round += 1) {
      const pending = await createPending(t.app, { email });
      expect((await send(pending.id)).status).toBe(200);
      expect((await cancel(pending.id)).status).toBe(200);
    }
    const pending = await createPending(t.app, { email });
    const refused = await send(pending.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.otpRateLimited);
    await codeOfMail(email, 5);
    /* The refusal holds no send slot of the registration: it may send as soon as the address may. */
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).body.sendOTPAt).toBeNull();

    wait(HOUR_MS);
    expect((await send(pending.id)).status).toBe(200);
    await codeOfMail(email, 6);
  });
});

describe('sign-in throttling by account and address', () => {
  const attempt = (username: string, password: string, ip: string) =>
    call(t.app, 'POST', '/auth/login', { body: { username, password }, remoteAddress: ip });

  it("given a stranger's wrong passwords from one address / the owner still signs in from another, and the stranger stays throttled", async () => {
    const owner = await seedUser(t.app, ['USER']);
    const stranger = '10.8.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(owner.username, `guess-${i}`, stranger)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    expect((await attempt(owner.username, owner.password, '10.8.0.2')).status).toBe(200);
    expect((await attempt(owner.email, owner.password, '10.8.0.3')).status).toBe(200);
    expect((await attempt(owner.username, 'guess-again', stranger)).status).toBe(429);
  });

  it('given repeated failures of one account from one address / each further failure doubles the wait (429 with Retry-After), and the right password works once it has passed', async () => {
    const user = await seedUser(t.app, ['USER']);
    const ip = '10.8.1.1';
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.username, 'wrong-password', ip)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const throttled = await attempt(user.username, 'wrong-password', ip);
      expect(throttled.status).toBe(429);
      expect(throttled.body.message).toMatch(/^Слишком много попыток\. Попробуйте позже\./);
      const seconds = Number(throttled.headers['retry-after']);
      waits.push(seconds);
      wait(seconds * 1000);
      expect((await attempt(user.username, 'wrong-password', ip)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);

    const blocked = await attempt(user.username, user.password, ip);
    expect(blocked.status).toBe(429);
    wait(Number(blocked.headers['retry-after']) * 1000);
    expect((await attempt(user.username, user.password, ip)).status).toBe(200);
    /* A success starts the pair's count over. */
    expect((await attempt(user.username, 'wrong-password', ip)).status).toBe(401);
  });

  it('given a long run of failures / the wait stops growing at its cap', async () => {
    const capped = await createTestApp({
      config: { loginThrottle: { ...t.config.loginThrottle, pairFreeFailures: 1, maxDelayMs: 4_000 } },
    });
    try {
      const user = await seedUser(capped.app, ['USER']);
      const waits: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        await call(capped.app, 'POST', '/auth/login', { body: { username: user.username, password: 'wrong' } });
        const throttled = await call(capped.app, 'POST', '/auth/login', {
          body: { username: user.username, password: 'wrong' },
        });
        waits.push(Number(throttled.headers['retry-after']));
        wait(waits.at(-1)! * 1000);
      }
      expect(waits).toEqual([1, 2, 4, 4, 4, 4]);
    } finally {
      await capped.close();
    }
  });
});

describe('availability checks and sign-in', () => {
  const LIMIT = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimits: { ...t.config.rateLimits, availability: LIMIT } } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('given checklogin and getuserbyemail spammed past their limit / sign-in from the same address still works', async () => {
    const user = await seedUser(limited.app, ['USER']);
    const ip = '10.9.0.1';
    for (let i = 0; i <= LIMIT; i += 1) {
      await call(limited.app, 'GET', '/auth/checklogin', { query: { login: user.username }, remoteAddress: ip });
      await call(limited.app, 'GET', '/api/getuserbyemail', { query: { email: user.email }, remoteAddress: ip });
    }
    expect(
      (await call(limited.app, 'GET', '/auth/checklogin', { query: { login: 'another' }, remoteAddress: ip })).status,
    ).toBe(429);
    const res = await call(limited.app, 'POST', '/auth/login', {
      body: { username: user.username, password: user.password },
      remoteAddress: ip,
    });
    expect(res.status).toBe(200);
  });

  it('given wrong passwords from an address until sign-in answers 429 / the availability checks from it still answer', async () => {
    const user = await seedUser(limited.app, ['USER']);
    const ip = '10.9.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call(limited.app, 'POST', '/auth/login', {
        body: { username: user.username, password: 'wrong-password' },
        remoteAddress: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await call(limited.app, 'GET', '/auth/checklogin', { query: { login: 'free-login' }, remoteAddress: ip }))
        .status,
    ).toBe(200);
    expect(
      (await call(limited.app, 'GET', '/api/getuserbyemail', { query: { email: 'free@mail.test' }, remoteAddress: ip }))
        .status,
    ).toBe(200);
  });
});
