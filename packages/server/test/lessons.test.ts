import { MESSAGES, type Lesson } from '@school/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { lessonAccount } from './helpers/lessons.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const lessonBody = (fields: Record<string, unknown> = {}) => ({
  subject: 'math',
  title: 'Производная',
  startsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
  durationMin: 90,
  ...fields,
});

async function createLesson(token: string, fields: Record<string, unknown> = {}, app = t.app): Promise<string[]> {
  const res = await call(app, 'POST', '/api/create-lesson', { token, body: lessonBody(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ids as string[];
}

const around = (at: number, days = 7) => ({
  from: new Date(at - days * DAY_MS).toISOString(),
  to: new Date(at + days * DAY_MS).toISOString(),
});

async function lessonsOf(token: string | undefined, query = around(Date.now()), app = t.app) {
  return call(app, 'GET', '/api/lessons', { ...(token ? { token } : {}), query });
}

describe('create-lesson: who may plan what', () => {
  it.each([
    ['a student', 403, ['USER'], [], MESSAGES.lessonPlanningForbidden],
    ['a tutor', 403, ['TUTOR'], [], MESSAGES.lessonPlanningForbidden],
    ['a teacher of the subject', 200, ['TEACHER'], ['math'], undefined],
    ['a teacher of another subject', 403, ['TEACHER'], ['phys'], MESSAGES.lessonSubjectNotTaught],
    ['a SENIOR teaching nothing', 200, ['SENIOR'], [], undefined],
    ['the OWNER', 200, ['OWNER'], [], undefined],
  ])('%s / answers %i', async (_who, status, roles, taught, message) => {
    const user = await lessonAccount(t.app, roles, taught);
    const res = await call(t.app, 'POST', '/api/create-lesson', { token: user.token, body: lessonBody() });
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.ids).toHaveLength(1);
  });

  it('without a token / answers 401', async () => {
    expect((await call(t.app, 'POST', '/api/create-lesson', { body: lessonBody() })).status).toBe(401);
  });
});

describe('update-lesson and delete-lesson: the owning teacher and SENIOR and above', () => {
  let owner: Awaited<ReturnType<typeof lessonAccount>>;
  beforeAll(async () => {
    owner = await lessonAccount(t.app, ['TEACHER'], ['math', 'phys']);
  });

  it.each([
    ['the owning teacher', 200, ['TEACHER'], 'owner'],
    ['another teacher of the same subject', 403, ['TEACHER'], 'math'],
    ['a student of the subject', 403, ['USER'], 'learner'],
    ['a SENIOR', 200, ['SENIOR'], ''],
    ['the OWNER', 200, ['OWNER'], ''],
  ])('%s / update answers %i, delete too', async (_who, status, roles, kind) => {
    const [id] = await createLesson(owner.token);
    const actor =
      kind === 'owner'
        ? owner
        : await lessonAccount(t.app, roles, kind === 'math' ? ['math'] : [], kind === 'learner' ? ['math'] : []);
    const update = await call(t.app, 'POST', '/api/update-lesson', {
      token: actor.token,
      body: { id, title: 'Интегралы', link: 'https://meet.school.test/r/2' },
    });
    expect(update.status).toBe(status);
    if (status === 200) {
      expect(update.body).toMatchObject({
        id,
        title: 'Интегралы',
        link: 'https://meet.school.test/r/2',
        durationMin: 90,
      });
    } else expect(update.body.message).toBe(MESSAGES.lessonNotOwner);
    const remove = await call(t.app, 'POST', '/api/delete-lesson', { token: actor.token, body: { id } });
    expect(remove.status).toBe(status);
    const left = await lessonsOf(owner.token);
    expect(left.body.some((lesson: Lesson) => lesson.id === id)).toBe(status !== 200);
  });

  it('without a token / answers 401; an unknown id / 404', async () => {
    const [id] = await createLesson(owner.token);
    expect((await call(t.app, 'POST', '/api/update-lesson', { body: { id, title: 'x' } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/delete-lesson', { body: { id } })).status).toBe(401);
    const missing = await call(t.app, 'POST', '/api/delete-lesson', { token: owner.token, body: { id: 'no-such' } });
    expect(missing).toMatchObject({ status: 404, body: { message: MESSAGES.lessonNotFound } });
  });

  it('moving a lesson to a subject its teacher does not teach / answers 403 and keeps it', async () => {
    const [id] = await createLesson(owner.token);
    const res = await call(t.app, 'POST', '/api/update-lesson', { token: owner.token, body: { id, subject: 'chem' } });
    expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.lessonSubjectNotTaught } });
    const moved = await call(t.app, 'POST', '/api/update-lesson', {
      token: owner.token,
      body: { id, subject: 'phys', notes: 'Тетрадь', link: '' },
    });
    expect(moved.body).toMatchObject({ subject: 'phys', subjectName: 'Физика', notes: 'Тетрадь', link: null });
  });

  it('records creation, change and removal in the audit log', async () => {
    const [id] = await createLesson(owner.token, { title: 'Для журнала' });
    await call(t.app, 'POST', '/api/update-lesson', { token: owner.token, body: { id, durationMin: 60 } });
    await call(t.app, 'POST', '/api/delete-lesson', { token: owner.token, body: { id } });
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.target, id!)).orderBy(desc(auditLog.id));
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['lesson.delete', owner.username],
      ['lesson.update', owner.username],
      ['lesson.create', owner.username],
    ]);
    expect(entries[1]!.details).toEqual({ before: { durationMin: 90 }, after: { durationMin: 60 } });
    expect(entries[2]!.details).toMatchObject({ subject: 'math', title: 'Для журнала', weeks: 1 });
  });
});

describe('GET /api/lessons: who sees which', () => {
  const at = Date.now() + 3 * DAY_MS;
  let mathId: string;
  let physId: string;
  let teacher: Awaited<ReturnType<typeof lessonAccount>>;
  beforeAll(async () => {
    teacher = await lessonAccount(t.app, ['TEACHER'], ['math']);
    const physTeacher = await lessonAccount(t.app, ['TEACHER'], ['phys']);
    mathId = (await createLesson(teacher.token, { startsAt: new Date(at).toISOString(), title: 'Матанализ' }))[0]!;
    physId = (
      await createLesson(physTeacher.token, {
        subject: 'phys',
        startsAt: new Date(at + 60 * 60_000).toISOString(),
        link: 'https://meet.school.test/phys',
      })
    )[0]!;
  });

  const ids = (body: Lesson[]) => body.map((lesson) => lesson.id).filter((id) => id === mathId || id === physId);

  it('shows a student the subjects of their questionnaire, with subject name and teacher', async () => {
    const student = await lessonAccount(t.app, ['USER'], [], ['math', 'rus']);
    const res = await lessonsOf(student.token, around(at));
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([mathId]);
    expect(res.body.find((lesson: Lesson) => lesson.id === mathId)).toEqual({
      id: mathId,
      subject: 'math',
      subjectName: 'Математика (профильный уровень)',
      title: 'Матанализ',
      startsAt: new Date(at).toISOString(),
      durationMin: 90,
      link: null,
      notes: null,
      teacher: { username: teacher.username, firstName: 'Имя', lastName: 'Фамилия' },
      seriesId: null,
      courseId: null,
      courseTitle: null,
      grades: [],
    });
  });

  it('shows a teacher the taught subjects, SENIOR and above everything, a student without subjects nothing', async () => {
    expect(ids((await lessonsOf(teacher.token, around(at))).body)).toEqual([mathId]);
    const physOnly = await lessonAccount(t.app, ['TEACHER'], ['phys']);
    expect(ids((await lessonsOf(physOnly.token, around(at))).body)).toEqual([physId]);
    for (const role of ['SENIOR', 'DIRECTOR', 'OWNER']) {
      const staff = await lessonAccount(t.app, [role]);
      expect(ids((await lessonsOf(staff.token, around(at))).body), role).toEqual([mathId, physId]);
    }
    const newcomer = await lessonAccount(t.app, ['USER']);
    expect(ids((await lessonsOf(newcomer.token, around(at))).body)).toEqual([]);
  });

  it('answers only lessons starting in [from, to)', async () => {
    const senior = await lessonAccount(t.app, ['SENIOR']);
    const exact = { from: new Date(at).toISOString(), to: new Date(at + 60 * 60_000).toISOString() };
    expect(ids((await lessonsOf(senior.token, exact)).body)).toEqual([mathId]);
  });

  it.each([
    [{ from: '2026-01-01T00:00:00Z', to: '2026-03-04T00:00:01Z' }, MESSAGES.lessonsRangeTooLong],
    [{ from: '2026-03-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, MESSAGES.lessonsRangeOrder],
    [{ from: 'сегодня', to: '2026-01-01T00:00:00Z' }, MESSAGES.lessonsRangeInvalid],
    [{ from: '2026-01-01T00:00:00Z' }, MESSAGES.lessonsRangeInvalid],
  ])('given the range %o / answers 400 with a Russian message', async (query, message) => {
    const student = await lessonAccount(t.app, ['USER'], [], ['math']);
    const res = await call(t.app, 'GET', '/api/lessons', {
      token: student.token,
      query: query as Record<string, string>,
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts a range of exactly 62 days; without a token / answers 401', async () => {
    const student = await lessonAccount(t.app, ['USER'], [], ['math']);
    const query = { from: '2026-01-01T00:00:00Z', to: '2026-03-04T00:00:00Z' };
    expect((await lessonsOf(student.token, query)).status).toBe(200);
    expect((await lessonsOf(undefined, query)).status).toBe(401);
  });
});

describe('create-lesson: bad input', () => {
  it.each([
    [{ title: '  ' }, MESSAGES.lessonTitleRequired],
    [{ startsAt: '31.02.2026 18:00' }, MESSAGES.lessonDateInvalid],
    [{ startsAt: '2026-02-31T18:00:00Z' }, MESSAGES.lessonDateInvalid],
    [{ durationMin: 14 }, MESSAGES.lessonDuration],
    [{ durationMin: 241 }, MESSAGES.lessonDuration],
    [{ subject: 'astrology' }, MESSAGES.subjectUnknown],
    [{ link: 'http://meet.school.test/r/1' }, MESSAGES.lessonLinkHttps],
    [{ repeatWeeks: 41 }, MESSAGES.lessonRepeatWeeks],
    [{ repeatWeeks: 0 }, MESSAGES.lessonRepeatWeeks],
  ])('given %o / answers 400 with its Russian message', async (fields, message) => {
    const senior = await lessonAccount(t.app, ['SENIOR']);
    const res = await call(t.app, 'POST', '/api/create-lesson', { token: senior.token, body: lessonBody(fields) });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });
});

describe('repeatWeeks across a daylight-saving change', () => {
  let berlin: TestApp;
  beforeAll(async () => {
    berlin = await createTestApp({ config: { schoolTz: 'Europe/Berlin' } });
  });
  afterAll(async () => {
    await berlin?.close();
  });

  it('keeps 18:00 in the school zone: the instant moves an hour when summer time starts', async () => {
    const senior = await lessonAccount(berlin.app, ['SENIOR']);
    /* Monday 16 March 2026, 18:00 in Berlin (UTC+1); summer time starts on 29 March. */
    const ids = await createLesson(senior.token, { startsAt: '2026-03-16T18:00:00+01:00', repeatWeeks: 4 }, berlin.app);
    expect(ids).toHaveLength(4);
    const res = await lessonsOf(senior.token, { from: '2026-03-15T00:00:00Z', to: '2026-04-15T00:00:00Z' }, berlin.app);
    expect(res.body.map((lesson: Lesson) => lesson.startsAt)).toEqual([
      '2026-03-16T17:00:00.000Z',
      '2026-03-23T17:00:00.000Z',
      '2026-03-30T16:00:00.000Z',
      '2026-04-06T16:00:00.000Z',
    ]);
    expect(res.body.map((lesson: Lesson) => lesson.id)).toEqual(ids);
  });
});

describe('lessons of a course and for some classes (issue 42)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const at = Date.now() + 20 * DAY;
  let senior: Awaited<ReturnType<typeof lessonAccount>>;
  let courseTeacher: Awaited<ReturnType<typeof lessonAccount>>;
  let mathTeacher: Awaited<ReturnType<typeof lessonAccount>>;
  let enrolled: Awaited<ReturnType<typeof lessonAccount>>;
  let mathStudent: Awaited<ReturnType<typeof lessonAccount>>;
  let courseId: string;

  beforeAll(async () => {
    senior = await lessonAccount(t.app, ['SENIOR']);
    courseTeacher = await lessonAccount(t.app, ['TEACHER'], ['math']);
    mathTeacher = await lessonAccount(t.app, ['TEACHER'], ['math']);
    /* Both learn math in class 11 (the helper's questionnaire); only one is enrolled. */
    enrolled = await lessonAccount(t.app, ['USER'], [], ['math']);
    mathStudent = await lessonAccount(t.app, ['USER'], [], ['math']);
    const created = await call(t.app, 'POST', '/api/create-course', {
      token: senior.token,
      body: {
        title: 'Курс ЕГЭ',
        subject: 'math',
        exam: 'ЕГЭ',
        status: 'published',
        teachers: [courseTeacher.username],
      },
    });
    courseId = created.body.id;
    await call(t.app, 'POST', '/api/enroll', {
      token: senior.token,
      body: { courseId, usernames: [enrolled.username] },
    });
  });

  const seenBy = async (token: string, id: string) =>
    ((await lessonsOf(token, around(at))).body as Lesson[]).some((lesson) => lesson.id === id);

  it("given a course's lesson / its students and teachers see it, not every student or teacher of the subject", async () => {
    const [id] = await createLesson(courseTeacher.token, { startsAt: new Date(at).toISOString(), courseId });
    const lesson = ((await lessonsOf(enrolled.token, around(at))).body as Lesson[]).find((entry) => entry.id === id);
    expect(lesson).toMatchObject({ courseId, courseTitle: 'Курс ЕГЭ', grades: [] });
    expect(await seenBy(courseTeacher.token, id!)).toBe(true);
    expect(await seenBy(senior.token, id!)).toBe(true);
    expect(await seenBy(mathStudent.token, id!)).toBe(false);
    expect(await seenBy(mathTeacher.token, id!)).toBe(false);
  });

  it('given a course the planner does not edit, or no course / answers 403 or 400', async () => {
    const refused = await call(t.app, 'POST', '/api/create-lesson', {
      token: mathTeacher.token,
      body: lessonBody({ courseId }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.courseEditForbidden);
    const unknown = await call(t.app, 'POST', '/api/create-lesson', {
      token: senior.token,
      body: lessonBody({ courseId: 'no-such-course' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.courseNotFound);
  });

  it("given a subject's lesson for some classes / students of those classes and the subject's teachers see it", async () => {
    const [forEleven] = await createLesson(mathTeacher.token, {
      startsAt: new Date(at + DAY).toISOString(),
      grades: [11],
    });
    const [forNine] = await createLesson(mathTeacher.token, {
      startsAt: new Date(at + DAY).toISOString(),
      grades: [9],
    });
    expect(await seenBy(mathStudent.token, forEleven!)).toBe(true);
    expect(await seenBy(mathStudent.token, forNine!)).toBe(false);
    expect(await seenBy(courseTeacher.token, forNine!)).toBe(true);
    /* update-lesson moves it to class 11 and into the course: then only the course's. */
    const moved = await call(t.app, 'POST', '/api/update-lesson', {
      token: senior.token,
      body: { id: forNine, grades: [11, 10], courseId },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ grades: [10, 11], courseId, courseTitle: 'Курс ЕГЭ' });
    expect(await seenBy(mathStudent.token, forNine!)).toBe(false);
    expect(await seenBy(enrolled.token, forNine!)).toBe(true);
    const back = await call(t.app, 'POST', '/api/update-lesson', {
      token: senior.token,
      body: { id: forNine, courseId: null },
    });
    expect(back.body.courseId).toBeNull();
    expect(await seenBy(mathStudent.token, forNine!)).toBe(true);
    const bad = await call(t.app, 'POST', '/api/create-lesson', {
      token: senior.token,
      body: lessonBody({ grades: [4] }),
    });
    expect(bad.status).toBe(400);
  });
});
