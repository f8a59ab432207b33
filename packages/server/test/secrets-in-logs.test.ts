import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionLogger } from '../src/lib/log-safety.ts';
import { createPending } from './helpers/registration.ts';
import { codeFrom } from '@school/mocks/testing/mail';
import { OWNER, call, createTestApp, login, seedUser, type TestApp } from './helpers/test-app.ts';

/**
 * Hardening finding 3: the reset ticket used to reach the request log in search-ticket's query
 * string, and with SMTP configured the confirmation code reached the log inside the mail's subject.
 * A whole sign-up, sign-in, refresh and recovery runs here under the production logger (with SMTP),
 * and no secret of it may appear in any log line.
 */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: productionLogger('info', { write: (line: string) => void log.push(line) }) });
});
afterAll(async () => {
  await t?.close();
});

describe('the log of a whole journey', () => {
  const secrets: string[] = [];

  it('runs a sign-up, a sign-in with a refresh and a recovery', async () => {
    const pending = await createPending(t.app);
    secrets.push(pending.password);
    expect((await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } })).status).toBe(200);
    const code = codeFrom(t.mail.last(pending.email));
    secrets.push(code);
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } })).status).toBe(200);

    const tokens = await login(t.app, OWNER.username, OWNER.password);
    secrets.push(OWNER.password, tokens.accessToken, tokens.refreshToken);
    const me = await call(t.app, 'GET', '/auth/getuser', {
      token: tokens.accessToken,
      headers: { cookie: `accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}` },
    });
    expect(me.status).toBe(200);
    const refreshed = await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    secrets.push(refreshed.body.newToken, refreshed.body.refreshToken);

    const user = await seedUser(t.app, ['USER']);
    secrets.push(user.password);
    expect((await call(t.app, 'POST', '/api/reset-pass', { body: { email: user.email } })).status).toBe(200);
    await expect.poll(() => t.mail.last(user.email)?.text ?? '').toMatch(/ticket=/);
    const link = new URL(/https?:\/\/\S+\/reset\?\S+/.exec(t.mail.last(user.email)!.text)![0]);
    const ticket = link.searchParams.get('ticket')!;
    secrets.push(ticket);
    const found = await call(
      t.app,
      'GET',
      `/api/search-ticket?ticket=${ticket}&email=${encodeURIComponent(user.email)}`,
    );
    expect(found.status).toBe(200);
    const newPassword = 'a-brand-new-secret-42';
    secrets.push(newPassword);
    const reset = await call(t.app, 'POST', '/auth/reset-password', {
      body: { email: user.email, password: newPassword, ticket },
    });
    expect(reset.status).toBe(200);
  });

  it('names each mail by its kind and recipient, and holds none of the codes, tickets, tokens or passwords', () => {
    const text = log.join('');
    expect(text).toContain('"kind":"code"');
    expect(text).toContain('"kind":"recovery"');
    expect(text).toContain('/api/search-ticket?ticket=***');
    /* One line a request, written when it is answered, its URL masked there too. */
    expect(text).not.toContain('incoming request');
    const searches = log.map((line) => JSON.parse(line)).filter((line) => line.req?.url?.includes('search-ticket'));
    expect(searches).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
    expect(searches[0].req.url).toMatch(/^\/server\/api\/search-ticket\?ticket=\*\*\*&email=/);
    expect(secrets.length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
