import { ERROR_CODES, MESSAGES, REFRESH_GRACE_S } from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, refreshSessions, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { defaultLoginThrottle } from '../src/config.ts';
import { OWNER, call, createTestApp, login, seedUser, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The throttle row of an existing account is keyed by its id and the caller's address (inject's 127.0.0.1). */
const accountKey = async (username: string) => {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return `pair:id:${row!.id}|127.0.0.1`;
};

const ageRotation = async (refreshToken: string, seconds: number) =>
  t.app.db
    .update(refreshSessions)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshSessions.tokenHash, sha256(refreshToken)));

describe('POST /server/auth/login', () => {
  it('given the seeded owner / when signing in by username / answers an access and a refresh token', async () => {
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { username: OWNER.username, password: OWNER.password },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(Buffer.from(res.body.refreshToken, 'base64url')).toHaveLength(32);
  });

  it('given an account / when signing in by e-mail in another letter case / succeeds', async () => {
    const user = await seedUser(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { username: user.email.toUpperCase(), password: user.password },
    });
    expect(res.status).toBe(200);
  });

  it('given a wrong password or an unknown login / answers 401 with the same message for both', async () => {
    const user = await seedUser(t.app, ['USER']);
    const wrong = await call(t.app, 'POST', '/auth/login', {
      body: { username: user.username, password: 'not-the-password' },
    });
    const unknown = await call(t.app, 'POST', '/auth/login', {
      body: { username: 'nobody-here', password: 'whatever-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.wrongCredentials);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('given missing fields / answers 400 with "Поле обязательно для ввода"', async () => {
    for (const body of [{}, { username: 'owner' }, { password: 'x' }, { username: '', password: '' }]) {
      const res = await call(t.app, 'POST', '/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.required);
    }
  });

  it('given a banned account with the right password / answers 403 ERR_FORBIDDEN_403', async () => {
    const user = await seedUser(t.app, ['USER'], { isBanned: true });
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { username: user.username, password: user.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.banned);
  });

  it('given repeated wrong passwords / answers 429 with a Russian message, then lets the right password in once the delay has passed', async () => {
    const user = await seedUser(t.app, ['USER']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await call(t.app, 'POST', '/auth/login', { body: { username: user.username, password: `wrong-${i}` } }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const blocked = await call(t.app, 'POST', '/auth/login', {
      body: { username: user.username, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Слишком много попыток/);
    /* The lock is a delay, never permanent: when it runs out the right password works and clears the count. */
    await t.app.db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1) })
      .where(eq(loginThrottle.key, await accountKey(user.username)));
    const after = await call(t.app, 'POST', '/auth/login', {
      body: { username: user.username, password: user.password },
    });
    expect(after.status).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, await accountKey(user.username)));
    expect(row).toBeUndefined();
  });

  it('given failures split between the login and the e-mail of one account / they count against one budget', async () => {
    const user = await seedUser(t.app, ['USER']);
    for (let i = 0; i < 5; i += 1) {
      const name = i % 2 === 0 ? user.username : user.email;
      expect(
        (await call(t.app, 'POST', '/auth/login', { body: { username: name, password: 'wrong-password' } })).status,
      ).toBe(401);
    }
    const res = await call(t.app, 'POST', '/auth/login', { body: { username: user.email, password: user.password } });
    expect(res.status).toBe(429);
  });

  it('given repeated failures / the delay grows with each further failure', async () => {
    const user = await seedUser(t.app, ['USER']);
    const key = await accountKey(user.username);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await t.app.db.update(loginThrottle).set({ blockedUntil: null }).where(eq(loginThrottle.key, key));
      await call(t.app, 'POST', '/auth/login', { body: { username: user.username, password: 'wrong-password' } });
      const [row] = await t.app.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
      waits.push(row?.blockedUntil ? row.blockedUntil.getTime() - Date.now() : 0);
    }
    expect(waits.slice(0, 4).every((wait) => wait === 0)).toBe(true);
    for (let i = 5; i < waits.length; i += 1) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
  });
});

describe('GET /server/auth/getuser', () => {
  it('given a signed-in student / answers the User object without secrets', async () => {
    const user = await signedIn(t.app, ['USER'], { phone: '+7 900 000-00-00' });
    const res = await call(t.app, 'GET', '/auth/getuser', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: user.username,
      firstName: 'Имя',
      lastName: 'Фамилия',
      email: user.email,
      phone: '+7 900 000-00-00',
      avatar: null,
      roles: ['USER'],
      roleName: 'Ученик',
      subjectsTeach: [],
      subjectNames: [],
      VKId: null,
      telegramID: null,
      signupMethod: 'password',
      isBanned: false,
      about: '',
      showTelegram: false,
      roleList: [
        { title: 'Расписание', to: '/calendar' },
        { title: 'Курсы', to: '/courses' },
        { title: 'Оплата', to: '/cart' },
      ],
    });
    expect(Object.keys(res.body)).not.toContain('password');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|argon2/i);
  });

  it('given a staff member / the menu has the teachers page', async () => {
    const teacher = await signedIn(t.app, ['TEACHER']);
    const res = await call(t.app, 'GET', '/auth/getuser', { token: teacher.token });
    expect(res.body.roleName).toBe('Преподаватель');
    expect(res.body.roleList).toContainEqual({ title: 'Преподаватели', to: '/teachers' });
  });

  it('given no token, a malformed token or a token signed with another key / answers 401', async () => {
    expect((await call(t.app, 'GET', '/auth/getuser')).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: 'not-a-jwt' })).status).toBe(401);
    const foreign =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJ4Iiwic3ViIjoieCIsImV4cCI6NDEwMjQ0NDgwMH0.3fP2q0cLxj5oQm1Qd1o2vJr1p2xM7s8Z0pQx9L3n0sA';
    const res = await call(t.app, 'GET', '/auth/getuser', { token: foreign });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/[а-я]/i);
  });

  it('given a user banned while signed in / the very next call answers 403 ERR_FORBIDDEN_403', async () => {
    const owner = await login(t.app, OWNER.username, OWNER.password);
    const student = await signedIn(t.app, ['USER']);
    expect(
      (await call(t.app, 'POST', '/api/ban-user', { token: owner.accessToken, body: { username: student.username } }))
        .status,
    ).toBe(200);
    const res = await call(t.app, 'GET', '/auth/getuser', { token: student.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.banned, code: 'ERR_FORBIDDEN_403' });
  });

  it('given a role change while signed in / the next call already sees the new role', async () => {
    const owner = await login(t.app, OWNER.username, OWNER.password);
    const user = await signedIn(t.app, ['USER']);
    await call(t.app, 'POST', '/api/update-profile', {
      token: owner.accessToken,
      body: { username: user.username, firstName: 'Имя', lastName: 'Фамилия', roles: ['TEACHER'], subjectsTeach: [] },
    });
    const res = await call(t.app, 'GET', '/auth/getuser', { token: user.token });
    expect(res.body.roles).toEqual(['TEACHER']);
  });
});

describe('POST /server/auth/refreshtoken', () => {
  it('given a fresh refresh token / answers a new access token and a rotated refresh token that both work', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['newToken', 'refreshToken']);
    expect(res.body.refreshToken).not.toBe(user.refreshToken);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: res.body.newToken })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: res.body.refreshToken } })).status,
    ).toBe(200);
  });

  it(`given two tabs refreshing at once / the old token still works within the ${REFRESH_GRACE_S} s grace`, async () => {
    const user = await signedIn(t.app, ['USER']);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } }),
      call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('given an already-rotated token presented after the grace / answers 401 and ends that whole sign-in', async () => {
    const user = await signedIn(t.app, ['USER']);
    const rotated = await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } });
    await ageRotation(user.refreshToken, REFRESH_GRACE_S + 5);
    const replay = await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } });
    expect(replay.status).toBe(401);
    /* The legitimate holder's newer tokens die with the family. */
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: rotated.body.refreshToken } })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: rotated.body.newToken })).status).toBe(401);
  });

  it('given a replay in one sign-in / other sign-ins of the same user keep working', async () => {
    const user = await signedIn(t.app, ['USER']);
    const other = await login(t.app, user.username, user.password);
    await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } });
    await ageRotation(user.refreshToken, REFRESH_GRACE_S + 5);
    await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } });
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: other.refreshToken } })).status,
    ).toBe(200);
  });

  it('given an unknown or an expired token / answers 401', async () => {
    expect((await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: 'unknown-token' } })).status).toBe(
      401,
    );
    const user = await signedIn(t.app, ['USER']);
    await t.app.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshSessions.tokenHash, sha256(user.refreshToken)));
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } })).status,
    ).toBe(401);
  });

  /* api.md, General: "401 missing / expired / invalid token". */
  it('given a missing token / answers 401', async () => {
    expect((await call(t.app, 'POST', '/auth/refreshtoken', { body: {} })).status).toBe(401);
  });

  it('given a token of the wrong type / answers 400', async () => {
    expect((await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: 42 } })).status).toBe(400);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await signedIn(t.app, ['USER']);
    const rows = await t.app.db.select().from(refreshSessions);
    expect(rows.some((row) => row.tokenHash === user.refreshToken)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256(user.refreshToken))).toBe(true);
  });
});

describe('POST /server/auth/logout', () => {
  it('given a signed-in user / after logout the refresh token and the access token stop working', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/auth/logout', { body: { authorization: user.refreshToken } });
    expect(res.status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).status).toBe(401);
  });

  it('given an unknown token / still answers 200', async () => {
    expect((await call(t.app, 'POST', '/auth/logout', { body: { authorization: 'whatever' } })).status).toBe(200);
  });

  it('given two sign-ins / logging out of one leaves the other working', async () => {
    const user = await signedIn(t.app, ['USER']);
    const second = await login(t.app, user.username, user.password);
    await call(t.app, 'POST', '/auth/logout', { body: { authorization: user.refreshToken } });
    expect((await call(t.app, 'GET', '/auth/getuser', { token: second.accessToken })).status).toBe(200);
  });
});

describe('per-address throttling', () => {
  it('given failures spread over many accounts from one address / the address is throttled after its free failures, another address is not', async () => {
    const spray = await createTestApp({
      config: { loginThrottle: { ...defaultLoginThrottle, addressFreeFailures: 4 } },
    });
    try {
      const attempt = (username: string, password: string, ip: string) =>
        spray.app.inject({
          method: 'POST',
          url: '/server/auth/login',
          payload: { username, password },
          remoteAddress: ip,
        });
      const victim = await seedUser(spray.app, ['USER']);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await attempt(`sprayed${i}`, 'guess-password', '10.1.1.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      /* The right password of an untouched account waits too: the address, not the account, is suspect. */
      expect((await attempt(victim.username, victim.password, '10.1.1.1')).statusCode).toBe(429);
      expect((await attempt(victim.username, victim.password, '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await spray.close();
    }
  });
});
