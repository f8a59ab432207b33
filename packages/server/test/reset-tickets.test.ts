import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, seedUser, type TestApp } from './helpers/test-app.ts';

/**
 * Hardening finding 4: a recovery ticket lives only until a newer one is asked for or the password
 * changes by any way; each ticket works once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function requestTicket(email: string): Promise<string> {
  const seen = t.mail.to(email).length;
  expect((await call(t.app, 'POST', '/api/reset-pass', { body: { email } })).status).toBe(200);
  const { text } = await t.mail.next(email, seen);
  return new URL(/https?:\/\/\S+\/reset\?\S+/.exec(text)![0]).searchParams.get('ticket')!;
}

const ticketStatus = async (ticket: string, email: string) =>
  (await call(t.app, 'GET', '/api/search-ticket', { query: { ticket, email } })).status;

const resetWith = (ticket: string, email: string, password: string) =>
  call(t.app, 'POST', '/auth/reset-password', { body: { ticket, email, password } });

describe('recovery tickets', () => {
  it('given a newer ticket asked for / the older one no longer works, the newer one does', async () => {
    const user = await seedUser(t.app, ['USER']);
    const older = await requestTicket(user.email);
    const newer = await requestTicket(user.email);
    expect(await ticketStatus(older, user.email)).toBe(404);
    expect((await resetWith(older, user.email, 'older-ticket-pass-1')).status).toBe(404);
    expect(await ticketStatus(newer, user.email)).toBe(200);
  });

  it('given the password changed in the settings / an outstanding ticket no longer works', async () => {
    const user = await seedUser(t.app, ['USER']);
    const ticket = await requestTicket(user.email);
    const { accessToken } = await login(t.app, user.username, user.password);
    const changed = await call(t.app, 'POST', '/api/update-profile', {
      token: accessToken,
      body: {
        firstName: 'Имя',
        lastName: 'Фамилия',
        currentPassword: user.password,
        password: 'changed-in-settings-1',
      },
    });
    expect(changed.status).toBe(200);
    expect(await ticketStatus(ticket, user.email)).toBe(404);
    expect((await resetWith(ticket, user.email, 'after-settings-change-1')).status).toBe(404);
  });

  it('given a ticket used once / it does not work a second time', async () => {
    const user = await seedUser(t.app, ['USER']);
    const ticket = await requestTicket(user.email);
    expect((await resetWith(ticket, user.email, 'first-use-password-1')).status).toBe(200);
    expect((await resetWith(ticket, user.email, 'second-use-password-1')).status).toBe(404);
    expect((await login(t.app, user.username, 'first-use-password-1')).accessToken).toBeTruthy();
  });
});
