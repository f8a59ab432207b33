/**
 * The teachers page (GET /api/teachers, issue 42) and what a teacher writes for it in the settings:
 * a student sees the teachers of their courses, a teacher those of the courses they teach with,
 * SENIOR and above every teaching account; 'О себе' from update-profile, the Telegram username only
 * when linked and shown.
 */
import { MESSAGES, type TeacherCard } from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinkTokens, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { useLinkToken } from '../src/services/telegram-links.ts';
import { signedInWithSubjects } from './helpers/lessons.ts';
import { call, createTestApp, type SignedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let senior: SignedIn;
let teacher: SignedIn;
let coTeacher: SignedIn;
let loner: SignedIn;
let student: SignedIn;
let outsider: SignedIn;
let draftStudent: SignedIn;
let courseId: string;

const post = (path: string, token: string, body: unknown) => call(t.app, 'POST', path, { token, body });
const teachersOf = async (token: string): Promise<TeacherCard[]> => {
  const res = await call(t.app, 'GET', '/api/teachers', { token });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  senior = await signedInWithSubjects(t.app, ['SENIOR']);
  teacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math', 'phys'], lastName: 'Аров' });
  coTeacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'], lastName: 'Борисов' });
  loner = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['bio'], lastName: 'Вектор' });
  student = await signedInWithSubjects(t.app, ['USER'], { learnt: ['math'] });
  outsider = await signedInWithSubjects(t.app, ['USER'], { learnt: ['math'] });
  draftStudent = await signedInWithSubjects(t.app, ['USER'], { learnt: ['math'] });
  const created = await post('/api/create-course', senior.token, {
    title: 'Математика',
    subject: 'math',
    exam: 'ЕГЭ',
    status: 'published',
    teachers: [teacher.username, coTeacher.username],
  });
  courseId = created.body.id;
  await post('/api/enroll', senior.token, { courseId, usernames: [student.username] });
  /* A draft of the loner with a student enrolled: a draft is not the student's course to see. */
  const draft = await post('/api/create-course', senior.token, {
    title: 'Черновик биологии',
    subject: 'bio',
    exam: 'ОГЭ',
    teachers: [loner.username],
  });
  await post('/api/enroll', senior.token, { courseId: draft.body.id, usernames: [draftStudent.username] });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/teachers: whose teachers', () => {
  it('given an enrolled student / answers the teachers of their courses with subjects and courses', async () => {
    const cards = await teachersOf(student.token);
    expect(cards.map((card) => card.username)).toEqual([teacher.username, coTeacher.username]);
    expect(cards[0]).toMatchObject({
      subjects: ['Математика (профильный уровень)', 'Физика'],
      courses: [{ id: courseId, title: 'Математика' }],
      about: '',
      telegram: null,
    });
  });

  it('given a student of no course, or only of a draft / answers nobody', async () => {
    expect(await teachersOf(outsider.token)).toEqual([]);
    expect(await teachersOf(draftStudent.token)).toEqual([]);
  });

  it('given a course teacher / answers the teachers of the courses they teach, themselves included', async () => {
    const cards = await teachersOf(coTeacher.token);
    expect(cards.map((card) => card.username)).toEqual([teacher.username, coTeacher.username]);
  });

  it('given a SENIOR / answers every active teaching account, each with the courses the viewer sees', async () => {
    const names = (await teachersOf(senior.token)).map((card) => card.username);
    expect(names).toEqual(expect.arrayContaining([teacher.username, coTeacher.username, loner.username]));
    expect(names).not.toContain(student.username);
    const lonerCard = (await teachersOf(senior.token)).find((card) => card.username === loner.username)!;
    expect(lonerCard.courses.map((course) => course.title)).toEqual(['Черновик биологии']);
  });

  it('given a banned teacher / leaves them off the page', async () => {
    const gone = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
    await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, gone.username));
    expect((await teachersOf(senior.token)).map((card) => card.username)).not.toContain(gone.username);
  });
});

describe("a teacher's 'О себе' and Telegram", () => {
  it('given about and showTelegram in update-profile / getuser, my-data and the teachers page answer them', async () => {
    const res = await post('/api/update-profile', teacher.token, {
      firstName: 'Имя',
      lastName: 'Аров',
      about: '  Готовлю к ЕГЭ 10 лет  ',
      showTelegram: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await call(t.app, 'GET', '/auth/getuser', { token: teacher.token });
    expect(me.body).toMatchObject({ about: 'Готовлю к ЕГЭ 10 лет', showTelegram: true });
    /* Shown, but no Telegram linked: nothing to show. */
    expect((await teachersOf(student.token))[0]).toMatchObject({ about: 'Готовлю к ЕГЭ 10 лет', telegram: null });

    await t.app.db
      .update(users)
      .set({ telegramId: '4242', telegramUsername: 'arov_math' })
      .where(eq(users.username, teacher.username));
    expect((await teachersOf(student.token))[0]!.telegram).toBe('arov_math');
    const data = await call(t.app, 'GET', '/api/my-data', { token: teacher.token });
    expect(data.body.profile).toMatchObject({ about: 'Готовлю к ЕГЭ 10 лет', showTelegram: true });
    expect(data.body.integrations).toMatchObject({ telegramId: '4242', telegramUsername: 'arov_math' });

    /* Hidden again: the page shows no Telegram; an update without the fields leaves them. */
    await post('/api/update-profile', teacher.token, { firstName: 'Имя', lastName: 'Аров', showTelegram: false });
    expect((await teachersOf(student.token))[0]).toMatchObject({ about: 'Готовлю к ЕГЭ 10 лет', telegram: null });
  });

  it("given /start with a link token / the bot's link keeps the sender's @username", async () => {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, coTeacher.username));
    await t.app.db.insert(telegramLinkTokens).values({
      userId: row!.id,
      tokenHash: sha256('link-token-of-coteacher'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const linked = await useLinkToken(t.app.db, 'link-token-of-coteacher', '777001', 'borisov_t');
    expect(linked.ok).toBe(true);
    const [after] = await t.app.db
      .select({ telegramUsername: users.telegramUsername })
      .from(users)
      .where(eq(users.id, row!.id));
    expect(after?.telegramUsername).toBe('borisov_t');
  });

  it('given an about over 1000 characters / answers 400 aboutTooLong', async () => {
    const res = await post('/api/update-profile', teacher.token, {
      firstName: 'Имя',
      lastName: 'Аров',
      about: 'я'.repeat(1001),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.aboutTooLong);
  });
});
