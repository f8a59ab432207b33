import { MESSAGES, type Lesson } from '@school/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { lessonAccount } from './helpers/lessons.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let berlin: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  berlin = await createTestApp({ config: { schoolTz: 'Europe/Berlin' } });
});
afterAll(async () => {
  await t?.close();
  await berlin?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
type Account = Awaited<ReturnType<typeof lessonAccount>>;

/** A Monday 15:00 UTC (18:00 in Moscow) some weeks ahead, so every test plans in its own weeks. */
let nextWeek = 3;
function freshMonday(): number {
  const monday = new Date(Date.now() + nextWeek * WEEK_MS);
  nextWeek += 12;
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(15, 0, 0, 0);
  return monday.getTime();
}

async function plan(token: string, startsAt: number | string, fields: Record<string, unknown> = {}, app = t.app) {
  const res = await call(app, 'POST', '/api/create-lesson', {
    token,
    body: {
      subject: 'math',
      title: 'Производная',
      startsAt: typeof startsAt === 'string' ? startsAt : new Date(startsAt).toISOString(),
      durationMin: 90,
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ids as string[];
}

/** The lessons of `ids` as GET /api/lessons answers them, in time order (one range of 62 days from `from`). */
async function lessonsNow(token: string, from: number, ids: string[], app = t.app): Promise<Lesson[]> {
  const res = await call(app, 'GET', '/api/lessons', {
    token,
    query: { from: new Date(from - DAY_MS).toISOString(), to: new Date(from + 61 * DAY_MS).toISOString() },
  });
  expect(res.status).toBe(200);
  return (res.body as Lesson[]).filter((lesson) => ids.includes(lesson.id));
}

const update = (token: string, body: Record<string, unknown>, app = t.app) =>
  call(app, 'POST', '/api/update-lesson', { token, body });
const remove = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/delete-lesson', { token, body });
const clashes = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/lesson-clashes', { token, body });

let teacher: Account;
beforeAll(async () => {
  teacher = await lessonAccount(t.app, ['TEACHER'], ['math', 'phys']);
});

describe('a weekly series', () => {
  it('is one series id on every lesson of a repeat, none on a single lesson', async () => {
    const monday = freshMonday();
    const series = await plan(teacher.token, monday, { repeatWeeks: 3 });
    const [single] = await plan(teacher.token, monday + DAY_MS);
    const shown = await lessonsNow(teacher.token, monday, [...series, single!]);
    const seriesIds = shown.filter((lesson) => series.includes(lesson.id)).map((lesson) => lesson.seriesId);
    expect(new Set(seriesIds).size).toBe(1);
    expect(seriesIds[0]).toEqual(expect.any(String));
    expect(shown.find((lesson) => lesson.id === single)!.seriesId).toBeNull();
  });
});

describe('update-lesson and delete-lesson with series: who may', () => {
  it.each([
    ['another teacher of the subject', 403, ['TEACHER'], ['math'], []],
    ['a student of the subject', 403, ['USER'], [], ['math']],
    ['a SENIOR', 200, ['SENIOR'], [], []],
  ])('%s / answers %i to a change and a removal of the series', async (_who, status, roles, taught, learnt) => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 3 });
    const actor = await lessonAccount(t.app, roles, taught, learnt);
    const changed = await update(actor.token, { id: ids[0], series: true, title: 'Интегралы' });
    expect(changed.status).toBe(status);
    if (status === 403) expect(changed.body.message).toBe(MESSAGES.lessonNotOwner);
    const removed = await remove(actor.token, { id: ids[1], series: true });
    expect(removed.status).toBe(status);
    const left = await lessonsNow(teacher.token, monday, ids);
    if (status === 403) expect(left.map((lesson) => lesson.title)).toEqual(Array(3).fill('Производная'));
    else expect(left.map((lesson) => [lesson.id, lesson.title])).toEqual([[ids[0], 'Интегралы']]);
  });
});

describe('update-lesson: this lesson only, or this and every later one', () => {
  it('without series / changes the lesson alone, which stays in its series', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 3 });
    const moved = new Date(monday + WEEK_MS + DAY_MS + 60 * 60_000).toISOString();
    const res = await update(teacher.token, { id: ids[1], startsAt: moved, title: 'Перенесённое' });
    expect(res.body).toMatchObject({ id: ids[1], startsAt: moved, title: 'Перенесённое' });
    const shown = await lessonsNow(teacher.token, monday, ids);
    expect(shown.map((lesson) => [lesson.startsAt, lesson.title])).toEqual([
      [new Date(monday).toISOString(), 'Производная'],
      [moved, 'Перенесённое'],
      [new Date(monday + 2 * WEEK_MS).toISOString(), 'Производная'],
    ]);
    expect(new Set(shown.map((lesson) => lesson.seriesId)).size).toBe(1);
  });

  it('with series from the second lesson / moves it and the later ones, not the first, another series nor a single lesson', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 4 });
    const other = await plan(teacher.token, monday + 2 * 60 * 60_000, { repeatWeeks: 4, subject: 'phys' });
    const [single] = await plan(teacher.token, monday + WEEK_MS + 3 * 60 * 60_000);
    /* Monday 18:00 to Tuesday 19:30 (Moscow), 60 minutes, a new link: for this one and every later one. */
    const target = monday + WEEK_MS + DAY_MS + 90 * 60_000;
    const res = await update(teacher.token, {
      id: ids[1],
      series: true,
      startsAt: new Date(target).toISOString(),
      durationMin: 60,
      link: 'https://meet.school.test/series',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[1], startsAt: new Date(target).toISOString(), durationMin: 60 });
    const shown = await lessonsNow(teacher.token, monday, [...ids, ...other, single!]);
    const of = (list: string[]) =>
      shown
        .filter((lesson) => list.includes(lesson.id))
        .map((lesson) => [lesson.startsAt, lesson.durationMin, lesson.link]);
    expect(of(ids)).toEqual([
      [new Date(monday).toISOString(), 90, null],
      ...[0, 1, 2].map((week) => [
        new Date(target + week * WEEK_MS).toISOString(),
        60,
        'https://meet.school.test/series',
      ]),
    ]);
    expect(of(other)).toEqual(
      [0, 1, 2, 3].map((week) => [new Date(monday + 2 * 3_600_000 + week * WEEK_MS).toISOString(), 90, null]),
    );
    expect(of([single!])).toEqual([[new Date(monday + WEEK_MS + 3 * 3_600_000).toISOString(), 90, null]]);
  });

  it('with series / every later lesson takes the new time; one moved to another day on its own keeps its day', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 4 });
    /* the third lesson moved to Wednesday 19:00, the fourth to 20:00 the same Monday, then the series to 20:00 */
    await update(teacher.token, {
      id: ids[2],
      startsAt: new Date(monday + 2 * WEEK_MS + 2 * DAY_MS + 3_600_000).toISOString(),
    });
    await update(teacher.token, { id: ids[3], startsAt: new Date(monday + 3 * WEEK_MS + 2 * 3_600_000).toISOString() });
    await update(teacher.token, { id: ids[0], series: true, startsAt: new Date(monday + 2 * 3_600_000).toISOString() });
    const shown = await lessonsNow(teacher.token, monday, ids);
    expect(shown.map((lesson) => lesson.startsAt)).toEqual([
      new Date(monday + 2 * 3_600_000).toISOString(),
      new Date(monday + WEEK_MS + 2 * 3_600_000).toISOString(),
      new Date(monday + 2 * WEEK_MS + 2 * DAY_MS + 2 * 3_600_000).toISOString(),
      new Date(monday + 3 * WEEK_MS + 2 * 3_600_000).toISOString(),
    ]);
  });

  it('with series and the start sent unchanged / a later lesson moved on its own stays where it is', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 2 });
    const own = new Date(monday + WEEK_MS + 3_600_000).toISOString();
    await update(teacher.token, { id: ids[1], startsAt: own });
    /* the dialog sends every field: a new title for the series with its start as it was */
    await update(teacher.token, { id: ids[0], series: true, startsAt: new Date(monday).toISOString(), title: 'Ряды' });
    const shown = await lessonsNow(teacher.token, monday, ids);
    expect(shown.map((lesson) => [lesson.startsAt, lesson.title])).toEqual([
      [new Date(monday).toISOString(), 'Ряды'],
      [own, 'Ряды'],
    ]);
  });

  it('with series on a lesson of no series / changes that lesson only', async () => {
    const monday = freshMonday();
    const [single] = await plan(teacher.token, monday);
    const [next] = await plan(teacher.token, monday + WEEK_MS);
    await update(teacher.token, { id: single, series: true, title: 'Одно' });
    const shown = await lessonsNow(teacher.token, monday, [single!, next!]);
    expect(shown.map((lesson) => lesson.title)).toEqual(['Одно', 'Производная']);
  });

  it('records one audit entry naming every lesson changed', async () => {
    const ids = await plan(teacher.token, freshMonday(), { repeatWeeks: 3 });
    await update(teacher.token, { id: ids[1], series: true, durationMin: 45 });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, ids[1]!))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'lesson.update',
      details: { before: { durationMin: 90 }, after: { durationMin: 45 }, series: [ids[1], ids[2]] },
    });
  });
});

describe('a series moved across a daylight-saving change', () => {
  it('keeps the new local time in the school zone: the instant moves an hour when summer time starts', async () => {
    const senior = await lessonAccount(berlin.app, ['SENIOR']);
    /* Monday 16 March 2026, 18:00 in Berlin (UTC+1), four weeks; summer time starts on 29 March. */
    const ids = await plan(senior.token, '2026-03-16T18:00:00+01:00', { repeatWeeks: 4 }, berlin.app);
    const res = await update(
      senior.token,
      { id: ids[0], series: true, startsAt: '2026-03-17T19:30:00+01:00' },
      berlin.app,
    );
    expect(res.status).toBe(200);
    const shown = await lessonsNow(senior.token, Date.parse('2026-03-16T00:00:00Z'), ids, berlin.app);
    expect(shown.map((lesson) => lesson.startsAt)).toEqual([
      '2026-03-17T18:30:00.000Z',
      '2026-03-24T18:30:00.000Z',
      '2026-03-31T17:30:00.000Z',
      '2026-04-07T17:30:00.000Z',
    ]);
  });
});

describe('delete-lesson: this lesson only, or this and every later one', () => {
  it('without series / removes the lesson alone; with series / it and the later ones', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 4 });
    const other = await plan(teacher.token, monday + 3 * 3_600_000, { repeatWeeks: 2 });
    expect((await remove(teacher.token, { id: ids[0] })).status).toBe(200);
    expect((await lessonsNow(teacher.token, monday, ids)).map((lesson) => lesson.id)).toEqual(ids.slice(1));
    expect((await remove(teacher.token, { id: ids[2], series: true })).status).toBe(200);
    expect((await lessonsNow(teacher.token, monday, [...ids, ...other])).map((lesson) => lesson.id)).toEqual([
      other[0],
      ids[1],
      other[1],
    ]);
  });

  it('given series that is not a boolean / answers 400 with a Russian message', async () => {
    const [id] = await plan(teacher.token, freshMonday());
    expect(await remove(teacher.token, { id, series: 'да' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.invalidType },
    });
  });
});

describe('lesson-clashes: the teacher’s own lessons a planned time would overlap', () => {
  it('given a new lesson over the teacher’s own / names it; touching, another teacher’s or another week’s / not', async () => {
    const monday = freshMonday();
    const [own] = await plan(teacher.token, monday, { title: 'Своё' });
    const colleague = await lessonAccount(t.app, ['TEACHER'], ['math']);
    await plan(colleague.token, monday);
    const over = await clashes(teacher.token, {
      startsAt: new Date(monday + 60 * 60_000).toISOString(),
      durationMin: 60,
    });
    expect(over.status).toBe(200);
    expect(over.body.map((lesson: Lesson) => [lesson.id, lesson.title])).toEqual([[own, 'Своё']]);
    /* starts as the lesson ends (18:00 + 90 min) */
    const after = await clashes(teacher.token, {
      startsAt: new Date(monday + 90 * 60_000).toISOString(),
      durationMin: 60,
    });
    expect(after.body).toEqual([]);
    const colleagues = await clashes(colleague.token, {
      startsAt: new Date(monday + 30 * 60_000).toISOString(),
      durationMin: 30,
    });
    expect(colleagues.body.map((lesson: Lesson) => lesson.teacher.username)).toEqual([colleague.username]);
  });

  it('given a weekly repeat / finds the clash of its third week', async () => {
    const monday = freshMonday();
    const [third] = await plan(teacher.token, monday + 2 * WEEK_MS + 30 * 60_000);
    const res = await clashes(teacher.token, {
      startsAt: new Date(monday).toISOString(),
      durationMin: 60,
      repeatWeeks: 3,
    });
    expect(res.body.map((lesson: Lesson) => lesson.id)).toEqual([third]);
    const once = await clashes(teacher.token, { startsAt: new Date(monday).toISOString(), durationMin: 60 });
    expect(once.body).toEqual([]);
  });

  it('given a lesson moved / never clashes with itself; a series moved / with its earlier lesson, not its moving ones', async () => {
    const monday = freshMonday();
    const ids = await plan(teacher.token, monday, { repeatWeeks: 3 });
    const itself = await clashes(teacher.token, {
      id: ids[1],
      startsAt: new Date(monday + WEEK_MS + 30 * 60_000).toISOString(),
      durationMin: 90,
    });
    expect(itself.body).toEqual([]);
    /* the series from the second lesson on, a week earlier: its first moves onto the series' first lesson */
    const earlier = await clashes(teacher.token, {
      id: ids[1],
      series: true,
      startsAt: new Date(monday).toISOString(),
      durationMin: 90,
    });
    expect(earlier.body.map((lesson: Lesson) => lesson.id)).toEqual([ids[0]]);
  });

  it('answers 403 to a student and for another teacher’s lesson, 404 for an unknown one, 400 for a bad duration', async () => {
    const monday = freshMonday();
    const [id] = await plan(teacher.token, monday);
    const body = { startsAt: new Date(monday).toISOString(), durationMin: 60 };
    const student = await lessonAccount(t.app, ['USER'], [], ['math']);
    expect(await clashes(student.token, body)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.lessonPlanningForbidden },
    });
    const colleague = await lessonAccount(t.app, ['TEACHER'], ['math']);
    expect(await clashes(colleague.token, { ...body, id })).toMatchObject({
      status: 403,
      body: { message: MESSAGES.lessonNotOwner },
    });
    expect((await clashes(teacher.token, { ...body, id: 'no-such' })).status).toBe(404);
    expect(await clashes(teacher.token, { ...body, durationMin: 5 })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.lessonDuration },
    });
    expect((await call(t.app, 'POST', '/api/lesson-clashes', { body })).status).toBe(401);
  });
});
