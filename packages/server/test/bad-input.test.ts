import { endpoints, type EndpointName } from '@school/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPending } from './helpers/registration.ts';
import { call, createTestApp, signedIn, type Call, type TestApp } from './helpers/test-app.ts';

/**
 * Property: no request, however malformed, gets a 5xx. Each call of the contract is hit with
 * arbitrary JSON, arbitrary query strings and near-valid bodies with one field replaced.
 */
let t: TestApp;
let seniorToken: string;
let pendingId: string;
beforeAll(async () => {
  t = await createTestApp();
  seniorToken = (await signedIn(t.app, ['OWNER', 'SENIOR'])).token;
  pendingId = (await createPending(t.app)).id;
});
afterAll(async () => {
  await t?.close();
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/* Whatever the answer, it never carries a password hash. */
const SECRET = /\$argon2|passwordHash|password_hash/;
const expectSafe = (res: Call) => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(res.raw.body).not.toMatch(SECRET);
};

/** Strings that have broken servers before: NUL bytes, lone surrogates, huge and odd unicode. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '💥'.repeat(300),
    ' '.repeat(5000),
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '${jndi:x}',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 10_000, maxLength: 20_000 }),
);

const nastyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 8 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.5),
);

const VALID: Partial<Record<EndpointName, Record<string, unknown>>> = {
  login: { username: 'owner', password: 'owner-password-1' },
  refreshToken: { authorization: 'token' },
  logout: { authorization: 'token' },
  createUser: {
    firstName: 'А',
    lastName: 'Б',
    username: 'fuzzuser',
    email: 'fuzz@mail.test',
    password: 'password-1',
    roles: ['USER'],
  },
  sendOtp: { id: 'x' },
  checkOtp: { id: 'x', code: '123456' },
  register: {
    _id: 'x',
    firstName: 'А',
    lastName: 'Б',
    username: 'fuzz',
    password: 'password-1',
    anket: { class: 11, subjects: ['rus', 'math'], points: [] },
  },
  resetPass: { email: 'fuzz@mail.test' },
  resetPassword: { email: 'fuzz@mail.test', password: 'password-1', ticket: 'x' },
  updateProfile: {
    firstName: 'А',
    lastName: 'Б',
    username: 'owner',
    roles: ['TEACHER'],
    subjectsTeach: ['rus'],
    avatar: 'data:image/png;base64,AAAA',
  },
  newUser: { firstName: 'А', lastName: 'Б', email: 'fuzz2@mail.test', roles: ['TEACHER'] },
  newUserBulk: { rows: [{ firstName: 'А', lastName: 'Б', email: 'fuzz3@mail.test', role: 'TEACHER' }] },
  banUser: { username: 'owner' },
  unbanUser: { username: 'owner' },
  deleteTemp: { id: 'x' },
  createSubject: { name: 'X', shortname: 'x', min: 1, max: 2 },
  updateSubject: { name: 'X', shortname: 'rus', min: 1, max: 2 },
};
const VALID_QUERY: Partial<Record<EndpointName, string[]>> = {
  checkLogin: ['login'],
  getUserByEmail: ['email'],
  getTempUser: ['id'],
  cancelReg: ['id'],
  searchTicket: ['ticket'],
  roleList: ['rolename'],
  checkSubjectName: ['shortname'],
  audit: ['page', 'limit'],
};

const names = Object.keys(endpoints) as EndpointName[];

describe('bad input never gets a 5xx', () => {
  for (const name of names) {
    const { method, path, auth } = endpoints[name];
    const token = auth === 'none' ? undefined : seniorTokenRef;

    it(`${method} ${path} with arbitrary JSON bodies and query strings`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue(),
          fc.dictionary(fc.string({ maxLength: 12 }), nastyString, { maxKeys: 3 }),
          async (body, query) => {
            const res = await call(t.app, method, path, {
              token: token?.(),
              body: method === 'POST' ? (body ?? {}) : undefined,
              query,
            });
            expectSafe(res);
          },
        ),
        { numRuns: RUNS },
      );
    });

    const valid = VALID[name];
    if (valid) {
      it(`${method} ${path} with one field of a valid body replaced by anything`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), nastyValue, async (field, value) => {
            const body: Record<string, unknown> = { ...valid, [field]: value };
            /* Point code calls at a real pending registration so they get past the lookup. */
            if ((name === 'sendOtp' || name === 'checkOtp') && field !== 'id') body.id = pendingId;
            const res = await call(t.app, method, path, { token: token?.(), body });
            expectSafe(res);
          }),
          { numRuns: RUNS * 2 },
        );
      });
    }

    const queryFields = VALID_QUERY[name];
    if (queryFields) {
      it(`${method} ${path} with each query parameter set to anything`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...queryFields), nastyString, async (field, value) => {
            const res = await call(t.app, method, path, { token: token?.(), query: { [field]: value } });
            expectSafe(res);
          }),
          { numRuns: RUNS * 2 },
        );
      });
    }
  }

  it('odd headers, methods and paths / never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.oneof(
          fc.constantFrom(...names.map((n) => `/server${endpoints[n].path}`)),
          fc.string().map((s) => `/server/${encodeURIComponent(s)}`),
          fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
        ),
        fc.oneof(
          fc.constant(undefined),
          fc.string({ maxLength: 60 }),
          fc.constant('Bearer '),
          fc.constant('Bearer a.b.c'),
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
        ),
        fc.string({ maxLength: 200 }),
        async (method, url, authorization, contentType, payload) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers: { ...(authorization !== undefined ? { authorization } : {}), 'content-type': contentType },
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload }),
          });
          expect(res.statusCode, `${method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body).not.toMatch(SECRET);
        },
      ),
      { numRuns: RUNS * 10 },
    );
  });
});

function seniorTokenRef(): string {
  return seniorToken;
}
