import { MESSAGES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, uniqueName, type TestApp } from './helpers/test-app.ts';

/**
 * Hardening finding 6: a username could hold '@' (and equal someone's e-mail), or mix Cyrillic
 * look-alikes with Latin letters. Usernames are letters of one alphabet, digits, '.', '_' and '-'
 * (4 to 32), compared case-insensitively after NFKC normalisation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const checkLogin = (login: string) => call(t.app, 'GET', '/auth/checklogin', { query: { login } });
const createUser = (username: string) =>
  call(t.app, 'POST', '/auth/create-user', {
    body: {
      firstName: 'Иван',
      lastName: 'Петров',
      username,
      email: `${uniqueName('mail')}@school.test`,
      password: 'secret-password-1',
      consent: true,
    },
  });

describe('usernames', () => {
  it.each([
    ['an @', 'ivan@school.ru', MESSAGES.loginAt],
    ['Cyrillic look-alikes among Latin letters', 'ivаn.petrov', MESSAGES.loginMixedScripts],
    ['a space', 'ivan petrov', MESSAGES.loginCharacters],
    ['a slash', 'ivan/petrov', MESSAGES.loginCharacters],
    ['33 characters', 'a'.repeat(33), MESSAGES.loginTooLong],
    ['a zero-width space', 'iv\u200Ban', MESSAGES.unsafeCharacters],
  ])('given %s / the check and the registration answer 400 with the reason', async (_, login, message) => {
    for (const res of [await checkLogin(login), await createUser(login)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it.each([
    ['Latin letters with digits and . _ -', 'Ivan_Petrov-2.0'],
    ['Russian letters', 'Иван_Петров'],
    ['digits alone (VK ID accounts)', '123456789'],
    ['32 characters', 'b'.repeat(32)],
  ])('given %s / is free and can be registered', async (_, login) => {
    expect((await checkLogin(login)).status).toBe(200);
    expect((await createUser(login)).status).toBe(200);
  });

  it('given another case or a full-width spelling of a taken name / is taken', async () => {
    const name = `Olga${Date.now().toString(36)}`;
    expect((await createUser(name)).status).toBe(200);
    const fullWidth = [...name.toUpperCase()]
      .map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0))
      .join('');
    for (const spelling of [name.toLowerCase(), name.toUpperCase(), fullWidth]) {
      const res = await checkLogin(spelling);
      expect(res.status, spelling).toBe(409);
      expect(res.body.message).toBe(MESSAGES.loginTaken);
      expect((await createUser(spelling)).status, spelling).toBe(409);
    }
  });
});
