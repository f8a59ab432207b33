import { describe, expect, it } from 'vitest';
import { routeDocs } from './route-docs.ts';
import { endpointNames, routes } from './routes.ts';

describe('route docs', () => {
  it('documents every call of the route table, and nothing else', () => {
    expect(Object.keys(routeDocs).sort()).toEqual([...endpointNames].sort());
  });

  /* Issue 16: the app reads the route table in its first download; the OpenAPI texts stay out of it. */
  it('leaves the route table with only what the app needs: method, path and auth', () => {
    for (const name of endpointNames)
      expect(Object.keys(routes[name]).sort(), name).toEqual(['auth', 'method', 'path']);
  });

  it('summarises every call in Russian', () => {
    for (const name of endpointNames) expect(routeDocs[name].summary, name).toMatch(/[а-яё]/i);
  });

  /* api.md, General: the statuses every call of a kind can give, whatever its own failures. */
  it('lists the error statuses of api.md General for every call', () => {
    for (const name of endpointNames) {
      const { method, auth } = routes[name];
      const { errors } = routeDocs[name];
      const expected = new Set<number>([400]);
      if (method === 'POST') expected.add(413);
      if (auth !== 'none') [401, 403].forEach((status) => expected.add(status));
      expect(errors, name).toEqual(expect.arrayContaining([...expected]));
      expect([...errors], name).toEqual([...new Set(errors)].sort((a, b) => a - b));
    }
  });

  it('gives the statuses api.md names for a call', () => {
    expect(routeDocs.sendOtp.errors).toEqual(expect.arrayContaining([404, 429]));
    expect(routeDocs.login.errors).toEqual(expect.arrayContaining([401, 403, 429]));
    expect(routeDocs.checkLogin.errors).toContain(409);
    expect(routeDocs.check.errors).toEqual([400]);
  });
});
