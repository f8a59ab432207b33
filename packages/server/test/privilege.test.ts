import { MESSAGES } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { call, signedIn, staffAppForFile } from './helpers/test-app.ts';
import type { SignedIn, TestApp } from './helpers/test-app.ts';

/**
 * Hardening finding 1: privilege is the highest role (lowest role id) a user holds, not the first.
 * A staff member gives no role at or above their own highest, so no one can make a peer through a
 * second role, and the same-role rule compares the highest roles of both sides.
 */
let t: TestApp, senior: SignedIn;
staffAppForFile((staff) => ({ t, senior } = staff));

let counter = 0;
const invite = (token: string, roles: string[]) => {
  counter += 1;
  return call(t.app, 'POST', '/api/newuser', {
    token,
    body: { firstName: 'Олег', lastName: 'Смирнов', email: `peer-${Date.now()}-${counter}@school.test`, roles },
  });
};
const edit = (token: string, username: string, roles: string[]) =>
  call(t.app, 'POST', '/api/update-profile', {
    token,
    body: { username, firstName: 'Пётр', lastName: 'Новиков', roles, subjectsTeach: [] },
  });

describe('inviting', () => {
  it('given a SENIOR inviting SENIOR, alone or behind a lower first role / answers 403', async () => {
    for (const roles of [['SENIOR'], ['TUTOR', 'SENIOR']]) {
      const res = await invite(senior.token, roles);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.roleNotAllowed);
    }
    expect((await invite(senior.token, ['TEACHER'])).status).toBe(200);
  });

  it('given a DIRECTOR or an OWNER inviting SENIOR / answers 200', async () => {
    const director = await signedIn(t.app, ['DIRECTOR', 'SENIOR']);
    const owner = await signedIn(t.app, ['OWNER', 'SENIOR']);
    expect((await invite(director.token, ['SENIOR'])).status).toBe(200);
    expect((await invite(owner.token, ['TUTOR', 'SENIOR'])).status).toBe(200);
  });

  it('given a bulk row with SENIOR from a SENIOR / that row is refused, the others invited', async () => {
    const res = await call(t.app, 'POST', '/api/newuser/bulk', {
      token: senior.token,
      body: {
        rows: [
          { firstName: 'Олег', lastName: 'Смирнов', email: `bulk-peer-${Date.now()}@school.test`, role: 'SENIOR' },
          { firstName: 'Анна', lastName: 'Ли', email: `bulk-ok-${Date.now()}@school.test`, role: 'TEACHER' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ row: 0, message: MESSAGES.roleNotAllowed });
    expect(res.body.results[1]).toMatchObject({ row: 1, id: expect.any(String) });
  });
});

describe('editing', () => {
  it('given a SENIOR giving a student TUTOR and SENIOR / answers 403 and the roles stay', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await edit(senior.token, student.username, ['TUTOR', 'SENIOR'])).status).toBe(403);
    const listed = await call(t.app, 'GET', '/api/getusers', { token: senior.token });
    const stored = listed.body.find((user: { username: string }) => user.username === student.username);
    expect(stored.roles).toEqual(['USER']);
  });

  it('given a peer whose SENIOR role is not first / edit, ban and unban answer 403 with the same-role message', async () => {
    const peer = await signedIn(t.app, ['TEACHER', 'SENIOR']);
    const res = await edit(senior.token, peer.username, ['TEACHER']);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.sameRoleEdit);
    for (const path of ['/api/ban-user', '/api/unban-user']) {
      const answer = await call(t.app, 'POST', path, { token: senior.token, body: { username: peer.username } });
      expect(answer.status).toBe(403);
    }
  });

  it('given a viewer whose SENIOR role is not first / the same rules hold against a SENIOR', async () => {
    const viewer = await signedIn(t.app, ['TEACHER', 'SENIOR']);
    const other = await signedIn(t.app, ['SENIOR']);
    expect((await edit(viewer.token, other.username, ['TEACHER'])).body.message).toBe(MESSAGES.sameRoleEdit);
    const student = await signedIn(t.app, ['USER']);
    expect((await edit(viewer.token, student.username, ['SENIOR'])).status).toBe(403);
    expect((await edit(viewer.token, student.username, ['TEACHER'])).status).toBe(200);
  });

  it('given an OWNER whose OWNER role is not first / may edit a DIRECTOR', async () => {
    const owner = await signedIn(t.app, ['SENIOR', 'OWNER']);
    const director = await signedIn(t.app, ['DIRECTOR', 'SENIOR']);
    expect((await edit(owner.token, director.username, ['DIRECTOR', 'SENIOR'])).status).toBe(200);
  });
});
