import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let first: Awaited<ReturnType<typeof signedIn>>;
let second: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

/* A fresh school: two seniors, one creates two subjects, the other bans and unbans a student. */
beforeAll(async () => {
  t = await createTestApp();
  first = await signedIn(t.app, ['SENIOR']);
  second = await signedIn(t.app, ['SENIOR']);
  student = await signedIn(t.app, ['USER']);
  for (const shortname of ['astro', 'geo2']) {
    const created = await call(t.app, 'POST', '/api/create-subject', {
      token: first.token,
      body: { name: `Предмет ${shortname}`, shortname, min: 10, max: 100 },
    });
    expect(created.status).toBe(200);
  }
  await call(t.app, 'POST', '/api/ban-user', { token: second.token, body: { username: student.username } });
  await call(t.app, 'POST', '/api/unban-user', { token: second.token, body: { username: student.username } });
});
afterAll(async () => {
  await t?.close();
});

const audit = (query: Record<string, string>) => call(t.app, 'GET', '/api/audit', { token: first.token, query });

describe('GET /server/api/audit?action=&actor=', () => {
  it('given ?action=subject.create / lists only subject creations, and counts only them', async () => {
    const res = await audit({ action: 'subject.create' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((item: { target: string }) => item.target)).toEqual(['geo2', 'astro']);
  });

  it("given ?actor= / lists only that person's actions", async () => {
    const res = await audit({ actor: second.username });
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((item: { action: string }) => item.action)).toEqual(['user.unban', 'user.ban']);
  });

  it('given both / the actions of that kind by that person, paged', async () => {
    const both = await audit({ action: 'user.ban', actor: second.username });
    expect(both.body).toMatchObject({ total: 1, items: [{ action: 'user.ban', target: student.username }] });
    const none = await audit({ action: 'user.ban', actor: first.username });
    expect(none.body).toEqual({ items: [], total: 0 });
    const paged = await audit({ actor: first.username, page: '2', limit: '1' });
    expect(paged.body).toMatchObject({ total: 2, items: [{ target: 'astro' }] });
  });

  it('given empty filters / lists everything, like absent ones', async () => {
    const res = await audit({ action: '', actor: '' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
  });

  it('given an unknown action / answers 400', async () => {
    expect((await audit({ action: 'user.delete' })).status).toBe(400);
  });
});
