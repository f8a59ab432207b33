import { MESSAGES } from '@school/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionLogger, serializeError } from '../src/lib/log-safety.ts';
import { OWNER, call, createTestApp, login, uniqueName, type TestApp } from './helpers/test-app.ts';

/**
 * Hardening finding 2: a name with a NUL byte used to reach the database, and the error logged with
 * the query's parameters put the new account's argon2 hash in the log. Control, zero-width and bidi
 * characters are now refused by the contract with a Russian 400; database errors are logged by code.
 */
let t: TestApp;
let owner: string;
const log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: productionLogger('info', { write: (line: string) => void log.push(line) }) });
  owner = (await login(t.app, OWNER.username, OWNER.password)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const selfRegistration = (firstName: string) => {
  const username = uniqueName('nul');
  return {
    firstName,
    lastName: 'Иванов',
    username,
    email: `${username}@school.test`,
    password: 'secret-password-1',
    consent: true,
  };
};

describe('text with characters nobody types', () => {
  it.each([
    ['a NUL byte', 'Ив\u0000ан'],
    ['a C1 control', 'Ив\u0085ан'],
    ['a zero-width space', 'Ив\u200Bан'],
    ['a right-to-left override', '\u202EИван'],
    ['a byte-order mark', '\uFEFFИван'],
  ])('given a name with %s / the self-registration answers 400 with the Russian reason', async (_, firstName) => {
    const res = await call(t.app, 'POST', '/auth/create-user', { body: selfRegistration(firstName) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.unsafeCharacters);
  });

  it('given a NUL in a staff invitation, a profile name or a login / answers 400 with the same reason', async () => {
    const invite = await call(t.app, 'POST', '/api/newuser', {
      token: owner,
      body: { firstName: 'Олег\u0000', lastName: 'Смирнов', email: 'oleg@school.test', roles: ['TEACHER'] },
    });
    const profile = await call(t.app, 'POST', '/api/update-profile', {
      token: owner,
      body: { firstName: 'Влад\u0000', lastName: 'Владелец' },
    });
    const signIn = await call(t.app, 'POST', '/auth/login', { body: { username: 'owner\u0000', password: 'x' } });
    for (const res of [invite, profile, signIn]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.unsafeCharacters);
    }
  });

  it('given line breaks and tabs in a name / refuses them too, while ordinary Russian and Latin names pass', async () => {
    expect((await call(t.app, 'POST', '/auth/create-user', { body: selfRegistration('Иван\nПётр') })).status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/auth/create-user', { body: selfRegistration('Анна-Мария Ёлкина') })).status,
    ).toBe(200);
  });

  it('leaves no password hash and no query parameters in the log', () => {
    const text = log.join('');
    expect(text).toContain('request refused');
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/Failed query|params:/);
  });
});

describe('a database error in the log', () => {
  it('is told by its SQLSTATE alone, never its query or parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0';
    const failure = await t.app.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure!));
    expect(logged).toContain('"dbCode":"22P02"');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('select');
  });
});
