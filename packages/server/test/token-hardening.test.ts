import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, seedUser, type TestApp } from './helpers/test-app.ts';

/**
 * Hardening findings 7 and 11: a refresh token replayed within the grace gets the very pair its first
 * use produced (a replay cannot fork the sign-in), and an access token must carry exp, iat, sub and
 * a sign-in id of a sign-in still going on.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof seedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await seedUser(t.app, ['USER']);
});
afterAll(async () => {
  await t?.close();
});

const refresh = (token: string) => call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: token } });
const getUser = (token: string) => call(t.app, 'GET', '/auth/getuser', { token });

describe('a refresh token replayed within the grace', () => {
  it('answers the same pair as its first use, and that pair goes on working', async () => {
    const { refreshToken } = await login(t.app, user.username, user.password);
    const first = await refresh(refreshToken);
    const replay = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await getUser(first.body.newToken)).status).toBe(200);
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
  });

  it('answers the same pair to parallel uses', async () => {
    const { refreshToken } = await login(t.app, user.username, user.password);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken), refresh(refreshToken)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.refreshToken)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.newToken)).size).toBe(1);
  });
});

describe('access tokens', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const now = () => Math.floor(Date.now() / 1000);

  async function forge(claims: { sub?: string; sid?: string; iat?: number; exp?: number }) {
    const jwt = new SignJWT(claims.sid === undefined ? {} : { sid: claims.sid }).setProtectedHeader({ alg: 'HS256' });
    if (claims.sub !== undefined) jwt.setSubject(claims.sub);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(key());
  }

  it('given every claim of a live sign-in / are accepted; without exp, iat, sub or sid / answer 401', async () => {
    const { accessToken } = await login(t.app, user.username, user.password);
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const full = { sub: payload.sub, sid: payload.sid, iat: now(), exp: now() + 600 };
    expect((await getUser(await forge(full))).status).toBe(200);
    for (const missing of ['exp', 'iat', 'sub', 'sid'] as const) {
      const claims = { ...full, [missing]: undefined };
      expect((await getUser(await forge(claims))).status, `without ${missing}`).toBe(401);
    }
  });

  it('given the sign-in it names has ended / answers 401', async () => {
    const { accessToken, refreshToken } = await login(t.app, user.username, user.password);
    expect((await call(t.app, 'POST', '/auth/logout', { body: { authorization: refreshToken } })).status).toBe(200);
    expect((await getUser(accessToken)).status).toBe(401);
  });
});
