import { MESSAGES, parseTicketTimestamp } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTickets } from '../src/db/schema/index.ts';
import { PUBLIC_URL, call, createTestApp, login, seedUser, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Asks for a recovery link and reads it back from the mail. */
async function requestLink(email: string): Promise<{ ticket: string; email: string; link: string }> {
  const res = await call(t.app, 'POST', '/api/reset-pass', { body: { email } });
  expect(res.status).toBe(200);
  const mail = t.mail.last(email);
  const link = /https?:\/\/\S+\/reset\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no recovery link in the mail to ${email}`);
  const url = new URL(link);
  return { ticket: url.searchParams.get('ticket')!, email: url.searchParams.get('email')!, link };
}

describe('POST /server/api/reset-pass', () => {
  it('given an account / answers 200 and e-mails PUBLIC_URL/reset?ticket=...&email=... in Russian', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket, email, link } = await requestLink(user.email);
    expect(link.startsWith(`${PUBLIC_URL}/reset?ticket=`)).toBe(true);
    expect(email).toBe(user.email);
    const mail = t.mail.last(user.email)!;
    expect(mail.subject).toBe('Восстановление учетной записи');
    expect(mail.text).toMatch(/60 минут/);
    expect(mail.html).toContain('Сменить пароль');
    /* base64 text carrying 'TIMESTAMP' and the issue time in ms, plus 128+ random bits. */
    const issuedAt = parseTicketTimestamp(ticket);
    expect(Math.abs(Date.now() - issuedAt!)).toBeLessThan(60_000);
    const decoded = Buffer.from(ticket, 'base64url').toString('latin1');
    expect(decoded).toMatch(/^[0-9a-f]{64}TIMESTAMP\d+$/);
  });

  it('given an account / the link carries the e-mail as written (@ kept), with + and & still escaped', async () => {
    const plain = await seedUser(t.app, ['USER'], { email: 'plain.reader@mail.test' });
    expect((await requestLink(plain.email)).link).toMatch(
      new RegExp(
        `^${PUBLIC_URL.replace(/\./g, '\\.')}/reset\\?ticket=[A-Za-z0-9_-]+&email=plain\\.reader@mail\\.test$`,
      ),
    );
    const tagged = await seedUser(t.app, ['USER'], { email: 'tag+school@mail.test' });
    const { email, link } = await requestLink(tagged.email);
    expect(link.endsWith('&email=tag%2Bschool@mail.test')).toBe(true);
    expect(email).toBe('tag+school@mail.test');
  });

  it('given an e-mail without an account / answers the same 200 and sends nothing', async () => {
    const known = await seedUser(t.app, ['USER']);
    const a = await call(t.app, 'POST', '/api/reset-pass', { body: { email: known.email } });
    const b = await call(t.app, 'POST', '/api/reset-pass', { body: { email: 'nobody@mail.test' } });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(t.mail.to('nobody@mail.test')).toHaveLength(0);
  });

  it('given a bad e-mail format / answers 400 "Введен неверный формат почты"', async () => {
    const res = await call(t.app, 'POST', '/api/reset-pass', { body: { email: 'a@b' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Введен неверный формат почты');
  });

  it('stores the ticket only as a hash', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket } = await requestLink(user.email);
    const rows = await t.app.db.select().from(resetTickets);
    expect(rows.some((row) => row.ticketHash === ticket)).toBe(false);
  });
});

describe('GET /server/api/search-ticket', () => {
  it('given a fresh ticket / answers 200 any number of times (it is not used up)', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket } = await requestLink(user.email);
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(200);
  });

  it('given an unknown ticket / answers 404', async () => {
    const res = await call(t.app, 'GET', '/api/search-ticket', {
      query: { ticket: Buffer.from('forgedTIMESTAMP1').toString('base64') },
    });
    expect(res.status).toBe(404);
  });

  it('given a ticket older than 3600 s / answers 404', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket } = await requestLink(user.email);
    await t.app.db.update(resetTickets).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(404);
  });
});

describe('POST /server/auth/reset-password', () => {
  it('given a valid ticket / sets the new password, uses the ticket up, ends every sign-in and e-mails a notice', async () => {
    const user = await signedIn(t.app, ['USER']);
    const { ticket, email } = await requestLink(user.email);
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      body: { email, password: 'brand-new-password', ticket },
    });
    expect(res.status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { username: user.username, password: user.password } })).status,
    ).toBe(401);
    expect((await login(t.app, user.username, 'brand-new-password')).accessToken).toBeTruthy();
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(404);
    const again = await call(t.app, 'POST', '/auth/reset-password', {
      body: { email, password: 'another-password', ticket },
    });
    expect(again.status).toBe(404);
    const notice = t.mail.last(user.email)!;
    expect(notice.subject).toBe('Пароль Вашей учетной записи изменен');
    expect(notice.text).toMatch(/Пароль Вашей учетной записи был изменен/);
    expect(notice.text).not.toContain('brand-new-password');
  });

  it('given the ticket of another e-mail / answers 404', async () => {
    const a = await seedUser(t.app, ['USER']);
    const b = await seedUser(t.app, ['USER']);
    const { ticket } = await requestLink(a.email);
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      body: { email: b.email, password: 'brand-new-password', ticket },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MESSAGES.ticketExpired);
  });

  it('given an expired ticket / answers 404', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket, email } = await requestLink(user.email);
    await t.app.db.update(resetTickets).set({ expiresAt: new Date(Date.now() - 1) });
    expect(
      (await call(t.app, 'POST', '/auth/reset-password', { body: { email, password: 'brand-new-password', ticket } }))
        .status,
    ).toBe(404);
  });

  it('given a password under 8 characters / answers 400 with the rule message and keeps the ticket', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket, email } = await requestLink(user.email);
    const res = await call(t.app, 'POST', '/auth/reset-password', { body: { email, password: '1234567', ticket } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Пароль должен содержать не менее 8 символов');
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(200);
  });

  it('given two resets racing with one ticket / only one succeeds', async () => {
    const user = await seedUser(t.app, ['USER']);
    const { ticket, email } = await requestLink(user.email);
    const results = await Promise.all([
      call(t.app, 'POST', '/auth/reset-password', { body: { email, password: 'first-password', ticket } }),
      call(t.app, 'POST', '/auth/reset-password', { body: { email, password: 'second-password', ticket } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });
});
