import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from './helpers/raw-post.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('API shell', () => {
  it('GET /server/check / answers {status:"ok"}', async () => {
    const res = await call(t.app, 'GET', '/check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it.each(['/server/nope', '/server/auth/unknown', '/server', '/server/api/getusers/extra'])(
    'an unknown API path %s / answers 404 JSON {message}',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toMatch(/[а-я]/i);
    },
  );

  it('a POST to an unknown API path / answers 404 JSON, not the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/server/whatever', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('malformed JSON / answers 400 with a Russian message', async () => {
    const res = await postRaw(t.app, '/server/auth/login', 'application/json', '{"username": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[а-я]/i);
  });

  it('a body over the limit / answers 413', async () => {
    const res = await postRaw(
      t.app,
      '/server/auth/login',
      'application/json',
      JSON.stringify({ username: 'x'.repeat(8 * 1024 * 1024), password: 'y' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/[а-я]/i);
  });

  it('a body that is not JSON / is refused with a 4xx', async () => {
    const res = await postRaw(t.app, '/server/auth/login', 'text/plain', 'hello');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a wrong field type / answers 400 in Russian', async () => {
    const res = await call(t.app, 'POST', '/auth/login', { body: { username: 42, password: ['x'] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[а-я]/i);
  });

  it('the OpenAPI document / lists the calls of api.md with their schemas', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/server/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const doc = await t.app.inject({ method: 'GET', url: '/server/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/server/auth/login', '/server/api/update-profile', '/server/api/audit']),
    );
    expect(spec.paths['/server/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
  });

  it('POST /server/auth/vk-start while VK ID is not configured / answers 404', async () => {
    const res = await call(t.app, 'POST', '/auth/vk-start');
    expect(res.status).toBe(404);
  });
});

describe('the built app', () => {
  it('GET / / serves index.html with no-cache and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src [^;]*data:[^;]*blob:|img-src [^;]*blob:[^;]*data:/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/admin/users', '/register/abc-123', '/reset?ticket=x&email=y', '/settings'])(
    'a deep link %s / gets index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('a hashed asset / is cached for a year as immutable and compressed on request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('a missing asset / answers 404 instead of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('JSON answers / are compressed when large and asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a build', () => {
  it('the API works and / says the app is not built', async () => {
    const bare = await createTestApp({ withoutDist: true });
    try {
      const root = await bare.app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toMatch(/не собрано/);
      expect((await call(bare.app, 'GET', '/check')).status).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/server/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
