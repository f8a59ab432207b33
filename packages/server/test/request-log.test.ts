/**
 * The request log: one line a request once it is answered, with its method, masked URL, status and
 * time; JSON for a log collector, a readable line at a terminal. Secrets stay masked in both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionLogger } from '../src/lib/log-safety.ts';
import { OWNER, createTestApp, login, type TestApp } from './helpers/test-app.ts';

const json: string[] = [];
const pretty: string[] = [];
let jsonApp: TestApp;
let prettyApp: TestApp;
beforeAll(async () => {
  jsonApp = await createTestApp({
    logger: productionLogger('info', { write: (line: string) => void json.push(line) }),
  });
  prettyApp = await createTestApp({
    logger: productionLogger('info', { write: (line: string) => void pretty.push(line) }, true),
  });
});
afterAll(async () => {
  await jsonApp?.close();
  await prettyApp?.close();
});

const SECRET = 'do-not-log-this-secret-1';

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: unknown;
}

/** Two answered calls: a liveness check with a secret in its query, and getuser with a token. */
async function traffic(t: TestApp): Promise<string> {
  const { accessToken } = await login(t.app, OWNER.username, OWNER.password);
  const before = Date.now();
  await t.app.inject({ method: 'GET', url: `/server/check?token=${SECRET}&ticket=${SECRET}` });
  await t.app.inject({
    method: 'GET',
    url: '/server/auth/getuser',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  /* The stream is written at once; a short wait only guards a slow machine. */
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - (Date.now() - before))));
  return accessToken;
}

describe('the request log', () => {
  it('given JSON logs / writes one line a request with method, masked URL, status and time', async () => {
    const token = await traffic(jsonApp);
    const lines = json.map((line) => JSON.parse(line) as LogLine);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    const checks = lines.filter((line) => line.req?.url?.startsWith('/server/check'));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/server/check?token=***&ticket=***' },
      res: { statusCode: 200 },
    });
    expect(typeof checks[0]!.responseTime).toBe('number');
    expect(lines.filter((line) => line.req?.url === '/server/auth/getuser')).toHaveLength(1);
    const text = json.join('');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(token);
    expect(text).not.toContain(OWNER.password);
  });

  it('given pretty logs / writes one readable line a request, secrets masked', async () => {
    const token = await traffic(prettyApp);
    const text = pretty.join('');
    expect(text).not.toMatch(/^\{/m);
    expect(text).toMatch(/INFO.*: GET \/server\/check\?token=\*\*\*&ticket=\*\*\* 200 \d+\.\d ms/);
    expect(text.match(/GET \/server\/auth\/getuser 200 \d+\.\d ms/g)).toHaveLength(1);
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(token);
    expect(text).not.toContain(OWNER.password);
  });
});
