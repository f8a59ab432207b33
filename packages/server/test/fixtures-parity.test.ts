/**
 * The mocks answer stories and app tests with what the real server answers a new school: the role
 * list, each role's menu and the ЕГЭ subjects. Both read the contract's catalogue; this test
 * catches a mock (or a seed) that stops doing so. It also holds the mocks to the server's domain
 * names: a reader who finds a call in routes/<domain>/ finds its mock in handlers/<domain>.ts.
 */
import { endpointNames, endpointUrl, ROLES, routes, type EndpointName } from '@school/contract';
import { accessTokenFor, createContext, handlers, handlersByDomain, users } from '@school/mocks';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, call, createTestApp, login, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await login(t.app, OWNER.username, OWNER.password)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

/** What the default MSW handlers answer a GET, signed in as the mocks' owner. */
async function mockAnswer(name: EndpointName, query: Record<string, string> = {}) {
  const url = new URL(endpointUrl(name), 'http://localhost');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const request = new Request(url, { headers: { Authorization: `Bearer ${accessTokenFor(users.owner)}` } });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no mock handler answers ${url.pathname}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the mocks answer like a freshly seeded server', () => {
  it('getroles: the same roles, names and menus, in id order', async () => {
    const real = await call(t.app, 'GET', '/api/getroles', { token: ownerToken });
    expect(real.status).toBe(200);
    expect(await mockAnswer('getRoles')).toEqual({ status: 200, body: real.body });
  });

  it.each(ROLES.map((role) => role.shortname))('rolelist?rolename=%s: the same name and menu', async (rolename) => {
    const real = await call(t.app, 'GET', '/api/rolelist', { token: ownerToken, query: { rolename } });
    expect(real.status).toBe(200);
    expect(await mockAnswer('roleList', { rolename })).toEqual({ status: 200, body: real.body });
  });

  it('getsubj: the same ЕГЭ subjects with the same minimum scores, in the same order', async () => {
    const real = await call(t.app, 'GET', '/api/getsubj');
    expect(real.status).toBe(200);
    expect(await mockAnswer('getSubjects')).toEqual({ status: 200, body: real.body });
  });

  it("getuser: a student's role name and menu are the mock student's", async () => {
    const student = await signedIn(t.app, ['USER']);
    const real = await call(t.app, 'GET', '/auth/getuser', { token: student.token });
    expect(real.status).toBe(200);
    expect({ roleName: real.body.roleName, roleList: real.body.roleList }).toEqual({
      roleName: users.student.roleName,
      roleList: users.student.roleList,
    });
  });
});

describe("the mocks are organised by the server's domains", () => {
  it("each domain's handler module answers exactly the calls of the server's route group of that name", () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const serverDomains: Record<string, string[]> = {};
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        if (!operation.operationId) continue;
        for (const tag of operation.tags ?? []) (serverDomains[tag] ??= []).push(operation.operationId);
      }
    }
    const ctx = createContext();
    const mockDomains = Object.fromEntries(
      Object.entries(handlersByDomain).map(([domain, domainHandlers]) => {
        const paths = new Set(domainHandlers(ctx).map((handler) => `${handler.info.method} ${handler.info.path}`));
        const names = endpointNames.filter((name) => paths.has(`${routes[name].method} *${endpointUrl(name)}`));
        return [domain, names.sort()];
      }),
    );
    const sorted = Object.fromEntries(Object.entries(serverDomains).map(([domain, names]) => [domain, names.sort()]));
    expect(mockDomains).toEqual(sorted);
  });
});
