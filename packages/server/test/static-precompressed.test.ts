import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_PAINT_FILES, ROUTE_PAGES_FILE, type RoutePages } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPlugin } from '../src/plugins/external/static.ts';

/* A build as `vite build` leaves it: each text file with its .br and .gz copies beside it. */
const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>'.padEnd(2000, ' ');
const ANONYMOUS_HOME =
  '<!doctype html><html lang="ru"><body><div id="root">Добро пожаловать</div></body></html>'.padEnd(2000, ' ');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist: string;
let app: FastifyInstance;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** A build's folder with its two first paints and what `files` adds (path -> content), each with its copies. */
async function serveBuild(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-dist-'));
  const all = { [FIRST_PAINT_FILES.skeleton]: INDEX, [FIRST_PAINT_FILES.anonymousHome]: ANONYMOUS_HOME, ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeWithCopies(path.join(dir, file), content);
  }
  const server = Fastify();
  await server.register(staticPlugin, { distDir: dir });
  await server.ready();
  return { dir, server };
}

beforeAll(async () => {
  ({ dir: dist, server: app } = await serveBuild({ 'assets/index-abc123.js': SCRIPT }));
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const SESSION_COOKIE = 'theme=dark; refreshToken=some-token';

const get = (url: string, encoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('the built app, compressed at build time', () => {
  it('a hashed asset / goes out as its Brotli copy, still a long-cached script', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a browser without Brotli / gets the gzip copy', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that takes no compression / gets the file as it is', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it.each([
    ['/', SESSION_COOKIE],
    ['/admin/users', undefined],
    ['/admin/users', SESSION_COOKIE],
  ])('the page %s (cookies: %s) / is the compressed index.html, revalidated on every load', async (url, cookie) => {
    const res = await get(url, 'br', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe('the home page of a visitor without a session', () => {
  it.each([undefined, 'theme=dark; accessToken=', 'tempuserId=42'])(
    'cookies %s / get the HTML whose first paint is the anonymous home, compressed and revalidated',
    async (cookie) => {
      const res = await get('/', 'br', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ANONYMOUS_HOME);
    },
  );

  it('/ says it depends on the cookies, so no cache hands one visitor the page of another', async () => {
    for (const cookie of [undefined, SESSION_COOKIE]) {
      const vary = String((await get('/', 'br', cookie)).headers.vary).toLowerCase();
      expect(vary).toContain('cookie');
      expect(vary).toContain('accept-encoding');
    }
  });

  it('an access token alone is a session too', async () => {
    const res = await get('/', undefined, 'accessToken=some-token');
    expect(res.body).toBe(INDEX);
  });
});

describe('a build with its index of routes', () => {
  const HOME_SESSION =
    '<!doctype html><html><head><link rel="modulepreload" href="/assets/dashboard.js"></head></html>';
  const HOME_ANONYMOUS = '<!doctype html><html><head><link rel="modulepreload" href="/assets/home.js"></head></html>';
  const CALENDAR = '<!doctype html><html><head><link rel="modulepreload" href="/assets/calendar.js"></head></html>';
  const REGISTER = '<!doctype html><html><head><link rel="modulepreload" href="/assets/register.js"></head></html>';
  let routedDist: string;
  let routed: FastifyInstance;

  beforeAll(async () => {
    const index: RoutePages = {
      '/': { session: 'pages/home-session.html', anonymous: 'pages/home-anonymous.html' },
      '/calendar': { session: 'pages/calendar-session.html', anonymous: 'pages/calendar-session.html' },
      '/register/:id?': { session: 'pages/register-session.html', anonymous: 'pages/register-session.html' },
    };
    ({ dir: routedDist, server: routed } = await serveBuild({
      'pages/home-session.html': HOME_SESSION.padEnd(2000),
      'pages/home-anonymous.html': HOME_ANONYMOUS.padEnd(2000),
      'pages/calendar-session.html': CALENDAR.padEnd(2000),
      'pages/register-session.html': REGISTER.padEnd(2000),
      [ROUTE_PAGES_FILE]: JSON.stringify(index),
    }));
  });

  afterAll(async () => {
    await routed.close();
    rmSync(routedDist, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const res = await routed.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return brotliDecompressSync(res.rawPayload).toString().trimEnd();
  };

  it.each([
    ['/', SESSION_COOKIE, HOME_SESSION],
    ['/', undefined, HOME_ANONYMOUS],
    ['/calendar', SESSION_COOKIE, CALENDAR],
    ['/calendar', undefined, CALENDAR],
    ['/register', undefined, REGISTER],
    ['/register/some-registration', undefined, REGISTER],
  ])("%s (cookies: %s) / is the route's own HTML, compressed at build time", async (url, cookie, html) => {
    expect(await page(url, cookie)).toBe(html);
  });

  it('a path the app has no route for / gets index.html', async () => {
    expect(await page('/no-such-page', SESSION_COOKIE)).toBe(INDEX.trimEnd());
  });

  it("a route's HTML / says it depends on the cookies", async () => {
    const res = await routed.inject({ method: 'GET', url: '/calendar' });
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });
});
