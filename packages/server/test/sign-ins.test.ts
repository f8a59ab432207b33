import { MESSAGES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, seedUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

interface SignInEntry {
  id: string;
  browser: string;
  os: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** Signs in from a browser: the tokens of that sign-in. */
async function signInFrom(username: string, password: string, userAgent: string) {
  const res = await call(t.app, 'POST', '/auth/login', {
    body: { username, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

/** An account signed in twice: from Chrome on Windows, then from Safari on an iPhone. */
async function twoSignIns() {
  const user = await seedUser(t.app, ['USER']);
  const desktop = await signInFrom(user.username, user.password, CHROME_WINDOWS);
  const phone = await signInFrom(user.username, user.password, SAFARI_IPHONE);
  return { user, desktop, phone };
}

const listOf = async (token: string): Promise<SignInEntry[]> => {
  const res = await call(t.app, 'GET', '/api/sessions', { token });
  expect(res.status).toBe(200);
  return res.body as SignInEntry[];
};

const stillWorks = async (tokens: { accessToken: string }) =>
  (await call(t.app, 'GET', '/auth/getuser', { token: tokens.accessToken })).status;

describe('GET /server/api/sessions', () => {
  it('given two sign-ins from different browsers / lists both with browser, system and address, the asking one marked current', async () => {
    const { phone } = await twoSignIns();
    const list = await listOf(phone.accessToken);
    expect(list).toHaveLength(2);
    const byBrowser = Object.fromEntries(list.map((entry) => [entry.browser.split(' ')[0], entry]));
    expect(byBrowser.Chrome).toMatchObject({ browser: 'Chrome 120', os: 'Windows 10', current: false });
    expect(byBrowser.Safari).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.1', current: true });
    for (const entry of list) {
      expect(entry.ip).toBe('127.0.0.1');
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
      expect(Date.parse(entry.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));
    }
  });

  it('given a token refresh / the sign-in keeps its id and start, and its last use moves on', async () => {
    const { desktop } = await twoSignIns();
    const before = (await listOf(desktop.accessToken)).find((entry) => entry.current)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await call(t.app, 'POST', '/auth/refreshtoken', {
      body: { authorization: desktop.refreshToken },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(refreshed.status).toBe(200);
    const list = await listOf(refreshed.body.newToken);
    expect(list).toHaveLength(2);
    const after = list.find((entry) => entry.current)!;
    expect(after.id).toBe(before.id);
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
  });

  it('given no token / answers 401', async () => {
    expect((await call(t.app, 'GET', '/api/sessions')).status).toBe(401);
  });
});

describe('POST /server/api/sessions/revoke', () => {
  it('given another sign-in of the account / ends it at once: its refresh and access tokens answer 401, this one goes on', async () => {
    const { desktop, phone } = await twoSignIns();
    const other = (await listOf(phone.accessToken)).find((entry) => !entry.current)!;
    const res = await call(t.app, 'POST', '/api/sessions/revoke', { token: phone.accessToken, body: { id: other.id } });
    expect(res.status).toBe(200);
    expect(await stillWorks(desktop)).toBe(401);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: desktop.refreshToken } })).status,
    ).toBe(401);
    expect(await stillWorks(phone)).toBe(200);
    expect((await listOf(phone.accessToken)).map((entry) => entry.current)).toEqual([true]);
  });

  it("given another account's sign-in or an unknown id / answers 404 and that sign-in goes on", async () => {
    const mine = await twoSignIns();
    const theirs = await twoSignIns();
    const theirId = (await listOf(theirs.phone.accessToken))[0]!.id;
    for (const id of [theirId, crypto.randomUUID()]) {
      const res = await call(t.app, 'POST', '/api/sessions/revoke', { token: mine.phone.accessToken, body: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.signInNotFound);
    }
    expect(await stillWorks(theirs.phone)).toBe(200);
    expect(await listOf(theirs.phone.accessToken)).toHaveLength(2);
  });

  it('given an id of a sign-in already ended / answers 404', async () => {
    const { desktop, phone } = await twoSignIns();
    const other = (await listOf(phone.accessToken)).find((entry) => !entry.current)!;
    await call(t.app, 'POST', '/auth/logout', { body: { authorization: desktop.refreshToken } });
    const res = await call(t.app, 'POST', '/api/sessions/revoke', { token: phone.accessToken, body: { id: other.id } });
    expect(res.status).toBe(404);
  });

  it('given no id / answers 400', async () => {
    const { phone } = await twoSignIns();
    const res = await call(t.app, 'POST', '/api/sessions/revoke', { token: phone.accessToken, body: {} });
    expect(res.status).toBe(400);
  });
});

describe('POST /server/api/sessions/revoke-others', () => {
  it('given three sign-ins / ends the two others at once and keeps this one working', async () => {
    const { user, desktop, phone } = await twoSignIns();
    const third = await signInFrom(user.username, user.password, CHROME_WINDOWS);
    const res = await call(t.app, 'POST', '/api/sessions/revoke-others', { token: phone.accessToken });
    expect(res.status).toBe(200);
    for (const ended of [desktop, third]) {
      expect(await stillWorks(ended)).toBe(401);
      expect(
        (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: ended.refreshToken } })).status,
      ).toBe(401);
    }
    expect(await stillWorks(phone)).toBe(200);
    const refreshed = await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: phone.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(await listOf(refreshed.body.newToken)).toHaveLength(1);
  });
});
