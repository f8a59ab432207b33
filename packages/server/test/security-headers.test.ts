/**
 * The security headers are computed once from helmet's options instead of helmet running on every
 * request: every kind of answer must still carry exactly what helmet itself writes with those
 * options, and nothing of it may depend on the request.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { VIDEO_FRAME_ORIGINS } from '@school/contract';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELMET_OPTIONS } from '../src/plugins/external/security.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** What helmet's own middleware sets on a real Node response. */
function helmetOnARealResponse(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(HELMET_OPTIONS)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security headers', () => {
  it("given helmet's options / sets the content security policy this app was built for", () => {
    const expected = helmetOnARealResponse();
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    expect(expected['x-powered-by']).toBeUndefined();
  });

  it('given the video players of materials / frame-src lets exactly VK ID and VK Video, Rutube and YouTube embed', () => {
    const csp = helmetOnARealResponse()['content-security-policy']!;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    expect(directive('frame-src')).toEqual([
      "'self'",
      'https://id.vk.ru',
      'https://*.vk.ru',
      'https://*.vk.com',
      ...VIDEO_FRAME_ORIGINS,
    ]);
    /* Frames only: scripts and connections stay our own and VK ID's. */
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('child-src')).toBeUndefined();
  });

  it.each([
    ['an API call', '/server/check', 200],
    ['the app', '/', 200],
    ['an unknown API path', '/server/no-such-call', 404],
    ['a refused call', '/server/auth/getuser', 401],
    ['an invalid input', '/server/auth/checklogin?login=a', 400],
  ])('given %s / the answer carries exactly the headers helmet writes', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(helmetOnARealResponse())) {
      expect(res.headers[name], name).toBe(value);
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
