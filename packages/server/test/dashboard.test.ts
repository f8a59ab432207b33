import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { lessonAccount } from './helpers/lessons.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await lessonAccount(t.app, ['USER'], [], ['geo', 'rus']);
  await lessonAccount(t.app, ['USER'], [], ['bio', 'geo']);
  await lessonAccount(t.app, ['USER'], [], ['hist']);
  await lessonAccount(t.app, ['USER'], [], []);
  const banned = await lessonAccount(t.app, ['USER'], [], ['geo']);
  await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, banned.username));
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (token?: string) => call(t.app, 'GET', '/api/dashboard', token ? { token } : {});

describe('GET /api/dashboard: each card counts what it says', () => {
  it('given the owner or a SENIOR who teaches nothing / counts every active student of the school', async () => {
    for (const roles of [['OWNER'], ['SENIOR'], ['DIRECTOR']]) {
      const staff = await lessonAccount(t.app, roles);
      const res = await dashboard(staff.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ courses: 0, students: 4, unchecked: 0, deadlines: [] });
    }
  });

  it('given a teacher / counts the active students who learn one of the taught subjects', async () => {
    const teacher = await lessonAccount(t.app, ['TEACHER'], ['geo', 'bio']);
    expect((await dashboard(teacher.token)).body).toMatchObject({ students: 2 });
    const idle = await lessonAccount(t.app, ['TEACHER']);
    expect((await dashboard(idle.token)).body).toMatchObject({ students: 0 });
  });

  it('given a student with three subjects and no course / has no current course (subjects are not courses)', async () => {
    const student = await lessonAccount(t.app, ['USER'], [], ['geo', 'rus', 'hist']);
    expect((await dashboard(student.token)).body).toEqual({ courses: 0, students: 0, unchecked: 0, deadlines: [] });
  });

  it('without a token / answers 401', async () => {
    expect((await dashboard()).status).toBe(401);
  });
});
