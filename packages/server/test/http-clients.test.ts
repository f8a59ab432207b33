/**
 * What ordinary HTTP clients send besides the happy path of api.md: a JSON content type with an
 * empty body on calls that carry none, no body at all, a form instead of JSON. None of it may end
 * in a 5xx or in an error code that says 500.
 */
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from './helpers/raw-post.ts';
import { call, createTestApp, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const emptyJson = (url: string, headers: Record<string, string> = {}) =>
  postRaw(t.app, url, 'application/json', '', headers);

describe('a POST with Content-Type: application/json and an empty body', () => {
  it('given vk-start, which takes no body / answers as without a body (404 while VK ID is not configured)', async () => {
    const res = await emptyJson('/server/auth/vk-start');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.vkNotConfigured);
  });

  it('given login / answers 400 with the message of the missing field', async () => {
    const res = await emptyJson('/server/auth/login');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.required, code: ERROR_CODES.badRequest });
  });

  it('given check-otp / answers 400 in Russian, never a 5xx', async () => {
    const res = await emptyJson('/server/auth/check-otp');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[а-я]/i);
  });
});

describe('POST /server/auth/logout without a refresh token in the body', () => {
  it('given an empty JSON body / answers 200 (there is nothing to end)', async () => {
    const res = await emptyJson('/server/auth/logout');
    expect(res.statusCode).toBe(200);
  });

  it('given no body and no content type / answers 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/server/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('given {} or a null token / answers 200', async () => {
    expect((await call(t.app, 'POST', '/auth/logout', { body: {} })).status).toBe(200);
    expect((await call(t.app, 'POST', '/auth/logout', { body: { authorization: null } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/auth/logout', { body: { authorization: '' } })).status).toBe(200);
  });

  it('given a token of the wrong type / still answers 400', async () => {
    expect((await call(t.app, 'POST', '/auth/logout', { body: { authorization: 42 } })).status).toBe(400);
  });

  it('given only the bearer access token / ends that sign-in and leaves others working', async () => {
    const user = await signedIn(t.app, ['USER']);
    const other = await signedIn(t.app, ['USER']);
    const res = await emptyJson('/server/auth/logout', { authorization: `Bearer ${user.token}` });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: other.token })).status).toBe(200);
  });
});

describe('a body that is not JSON', () => {
  /* Content type and body, as a browser's form and a file upload send them. */
  const FORM_LOGIN = ['application/x-www-form-urlencoded', 'username=owner&password=secret-password'] as const;
  const MULTIPART = [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ] as const;

  it('given a form-encoded login / answers 400 with ERR_BAD_REQUEST_400, as api.md lists for invalid input', async () => {
    const res = await postRaw(t.app, '/server/auth/login', ...FORM_LOGIN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidInput, code: ERROR_CODES.badRequest });
  });

  it('given a multipart body / answers 400, and no 4xx carries a 500 code', async () => {
    const res = await postRaw(t.app, '/server/auth/create-user', ...MULTIPART);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toMatch(/500/);
  });
});

describe('POST /server/auth/refreshtoken without a usable refresh token', () => {
  it.each([
    ['an empty JSON body', ''],
    ['{}', '{}'],
    ['a null token', '{"authorization":null}'],
    ['an empty token', '{"authorization":""}'],
  ])('given %s / answers 401 like an unknown token, so the client signs out', async (_label, payload) => {
    const res = await postRaw(t.app, '/server/auth/refreshtoken', 'application/json', payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.invalidToken, code: ERROR_CODES.unauthorized });
  });
});

describe('a URL that is not valid percent-encoding', () => {
  it.each(['/server/%', '/server/auth/%E0%A4%A', '/%'])(
    'given %s / answers 400 {message, code} in Russian like every other error',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.invalidInput, code: ERROR_CODES.badRequest });
    },
  );
});
