import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointNames, endpoints, endpointUrl, type EndpointBody, type EndpointResponse } from './endpoints.ts';

const BRIEF_NAMES =
  `check, login, getUser, refreshToken, logout, checkLogin, getUserByEmail, createUser, getTempUser, cancelReg,
  sendOtp, checkOtp, register, getSubjects, resetPass, searchTicket, resetPassword, updateProfile, getRoles, roleList, getUsers,
  newUser, banUser, unbanUser, getTempUsers, deleteTemp, checkSubjectName, createSubject, updateSubject, audit, vkStart,
  exchangeVkCode, getVkUser, createVkUser, linkVkId, unlinkVk, tgLink, getTgUser, unlinkTg`
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
        'createSubject',
        'deleteTemp',
        'getTempUsers',
        'getUsers',
        'newUser',
        'unbanUser',
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
});
