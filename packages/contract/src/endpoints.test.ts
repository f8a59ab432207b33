import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { endpoints, withSchemas, type EndpointBody, type EndpointResponse } from './endpoints.ts';
import { endpointNames, endpointUrl, requestOf, routes } from './routes.ts';
import { okSchema } from './schemas/index.ts';

const BRIEF_NAMES =
  `check, login, getUser, refreshToken, logout, checkLogin, getUserByEmail, createUser, getTempUser, cancelReg,
  sendOtp, checkOtp, register, getSubjects, resetPass, searchTicket, resetPassword, updateProfile, getRoles, roleList, getUsers,
  newUser, banUser, unbanUser, getTempUsers, deleteTemp, deleteExpiredTemp, resendInvite, checkSubjectName, createSubject, updateSubject, audit, vkStart,
  exchangeVkCode, getVkUser, createVkUser, linkVkId, unlinkVk, tgLink, getTgUser, unlinkTg, telegramWebhook,
  serverConfig, schoolDetails, listSessions, revokeSession, revokeOtherSessions,
  newUserBulk, checkReady,
  lessons, createLesson, updateLesson, deleteLesson, lessonClashes, icsLink, icsReset,
  dashboard, parentConsentResend, parentConsentConfirm, myData,
  courses, course, createCourse, updateCourse, enroll, unenroll, courseStudents, materialSeen, teachers,
  assignments, createAssignment, updateAssignment, deleteAssignment, saveDraft, submitWork, submissions, reviewQueue,
  checkWork, extendDeadline, excuse, gradebook`
    .split(',')
    .map((name) => name.trim());

describe('endpoint table', () => {
  it('has exactly the calls every package codes against', () => {
    expect([...endpointNames].sort()).toEqual([...BRIEF_NAMES].sort());
  });

  it('never maps two calls to the same method and path', () => {
    const keys = endpointNames.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds absolute URLs under /server', () => {
    expect(endpointUrl('login')).toBe('/server/auth/login');
    expect(endpointUrl('getSubjects')).toBe('/server/api/getsubj');
  });

  it('puts GET parameters in the query and POST data in the body', () => {
    for (const name of endpointNames) {
      const endpoint: { method: string; body?: unknown; query?: unknown } = endpoints[name];
      if (endpoint.method === 'GET') expect(endpoint.body, name).toBeUndefined();
      else expect(endpoint.query, name).toBeUndefined();
    }
  });

  it('guards the staff calls with the senior level', () => {
    const senior = endpointNames.filter((name) => endpoints[name].auth === 'senior').sort();
    expect(senior).toEqual(
      [
        'audit',
        'banUser',
        'checkSubjectName',
        'createCourse',
        'createSubject',
        'enroll',
        'deleteTemp',
        'deleteExpiredTemp',
        'getTempUsers',
        'getUsers',
        'newUser',
        'newUserBulk',
        'resendInvite',
        'unbanUser',
        'unenroll',
        'updateSubject',
      ].sort(),
    );
  });

  /* The server turns these schemas into OpenAPI; a schema zod cannot express would break it. */
  it('converts every schema to JSON Schema in both directions', () => {
    for (const name of endpointNames) {
      const endpoint: Record<string, unknown> = endpoints[name];
      for (const key of ['query', 'body', 'response']) {
        const schema = endpoint[key];
        if (!schema) continue;
        expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'input' }), `${name}.${key}`).not.toThrow();
        expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'output' }), `${name}.${key}`).not.toThrow();
      }
    }
  });

  /* The server serialises answers with z.encode, which a one-way transform would break. */
  it('encodes a sample response without a transform getting in the way', () => {
    const tokens: EndpointResponse<'login'> = { accessToken: 'a', refreshToken: 'r' };
    expect(z.encode(endpoints.login.response, tokens)).toEqual(tokens);
    const body: EndpointBody<'login'> = { username: 'ivan', password: 'secret' };
    expect(endpoints.login.body.parse(body)).toEqual(body);
  });

  it('keeps each path once: the schema table holds no method, path or auth of its own', () => {
    for (const name of endpointNames) {
      const { query: _query, body: _body, response: _response, ...route } = endpoints[name] as Record<string, unknown>;
      expect(route, name).toEqual(routes[name]);
    }
  });

  /* Decision 004: the app reads paths from the route table, and zod must stay out of its first download. */
  it('keeps zod out of the route table', () => {
    const source = readFileSync(`${import.meta.dirname}/routes.ts`, 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from '(zod|\.\/schemas\/[^']*|\.\/endpoints\.ts)';/m);
  });

  it('refuses, at compile time, schemas for a route that does not exist or a route without schemas', () => {
    const table = { a: routes.check, b: routes.logout };
    const joined = withSchemas(table, { a: { response: okSchema }, b: { body: okSchema, response: okSchema } });
    expect(joined.b.path).toBe('/auth/logout');
    // @ts-expect-error: b has no schemas
    withSchemas(table, { a: { response: okSchema } });
    // @ts-expect-error: c is not a route
    withSchemas(table, { a: { response: okSchema }, b: { response: okSchema }, c: { response: okSchema } });
    // @ts-expect-error: a misspelt schema key
    withSchemas(table, { a: { response: okSchema, bdoy: okSchema }, b: { response: okSchema } });
  });

  it('gives RTK Query the path, the method and the input of a call', () => {
    expect(requestOf('checkLogin', { query: { login: 'ivan' } })).toEqual({
      url: '/auth/checklogin',
      method: 'GET',
      params: { login: 'ivan' },
    });
    expect(requestOf('logout', { body: { authorization: 'r' } })).toEqual({
      url: '/auth/logout',
      method: 'POST',
      body: { authorization: 'r' },
    });
    expect(requestOf('getUser')).toEqual({ url: '/auth/getuser', method: 'GET' });
  });
});
