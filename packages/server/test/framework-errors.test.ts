/**
 * Hardening finding 12: whatever refuses a request — a route, Fastify itself, or Node's HTTP parser
 * before Fastify sees it — answers the API's `{message, code}` in Russian; the OpenAPI UI is served
 * only where it is asked for; HSTS goes out only on answers that travelled over https.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const RUSSIAN = /[а-яё]/i;

let t: TestApp;
/** API_DOCS off, behind a proxy that TRUST_PROXY believes. */
let behindProxy: TestApp;
let port: number;

beforeAll(async () => {
  [t, behindProxy] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { apiDocs: false, trustProxy: true } }),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all([t?.close(), behindProxy?.close()]);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as written over a real connection: inject skips Node's HTTP parser. */
function sendRaw(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = raw.subarray(split + 4);
      /* The declared length is in bytes: a Cyrillic body counted in characters would be cut short. */
      expect(Number(headers['content-length'])).toBe(body.length);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
  });
}

describe("errors Node's HTTP parser answers before Fastify sees the request", () => {
  it('given headers over the limit / answers 431 with a Russian {message, code}', async () => {
    const res = await sendRaw(`GET /server/check HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = JSON.parse(res.body);
    expect(body.message).toMatch(RUSSIAN);
    expect(body.code).toBe('ERR_HEADERS_TOO_LARGE_431');
  });

  it('given bytes that are not HTTP / answers 400 with a Russian {message, code}', async () => {
    const res = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Некорректные данные', code: 'ERR_BAD_REQUEST_400' });
  });
});

describe('errors Fastify answers, over a real connection', () => {
  const post = (path: string, contentType: string, payload: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: payload,
    });

  it.each([
    ['a body over the limit', () => post('/server/auth/login', 'application/json', `"${'x'.repeat(8 << 20)}"`), 413],
    /* api.md lists 400 for every invalid input, a body that is not JSON included, rather than 415. */
    ['a media type the API does not read', () => post('/server/auth/login', 'text/plain', 'hello'), 400],
    ['malformed JSON', () => post('/server/auth/login', 'application/json', '{"username": '), 400],
    ['an unknown route under /server', () => fetch(`http://127.0.0.1:${port}/server/no-such-call`), 404],
    ['a POST to an unknown route under /server', () => post('/server/no-such-call', 'application/json', '{}'), 404],
  ] as const)('given %s / answers %i with a Russian {message, code}', async (_case, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.message).toMatch(RUSSIAN);
    expect(body.code).toMatch(new RegExp(`^ERR_\\w+_${status}$`));
  });
});

describe('the OpenAPI document and its UI', () => {
  it('given API_DOCS on / serves /server/docs and /server/docs/json', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/server/docs' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/server/docs/json' })).json().openapi).toMatch(/^3\./);
  });

  it('given API_DOCS off / /server/docs and its document answer 404 like any unknown call', async () => {
    for (const url of ['/server/docs', '/server/docs/json', '/server/docs/static/index.html']) {
      const res = await behindProxy.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(RUSSIAN);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('given a request over plain http / is not sent', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/server/check`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('given X-Forwarded-Proto: https from a caller the server does not trust as a proxy / is not sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/check', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('given X-Forwarded-Proto: https from a trusted proxy / is sent, on the app and on API errors alike', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    for (const url of ['/server/check', '/server/no-such-call', '/']) {
      const res = await behindProxy.app.inject({ method: 'GET', url, headers });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('given X-Forwarded-Proto: http from a trusted proxy / is not sent', async () => {
    const res = await behindProxy.app.inject({
      method: 'GET',
      url: '/server/check',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
