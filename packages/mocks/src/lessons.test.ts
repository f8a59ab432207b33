import { describe, expect, it } from 'vitest';
import { lessonListSchema, MESSAGES } from '@school/contract';
import { accessTokenFor, lessonList, lessons, lessonsAs, lessonsServerError, noLessons, users } from './index.ts';
import { call } from './testing/call.ts';
import { listeningMockServer } from './testing/server.ts';

const server = listeningMockServer();

const fixtureWeek = { from: '2026-11-16T00:00:00+03:00', to: '2026-11-23T00:00:00+03:00' };
const subjectsOf = (data: unknown) => lessonListSchema.parse(data).map((lesson) => lesson.subject);

describe('lesson mocks', () => {
  it('show each viewer the busy week by the lesson policy', async () => {
    const student = await call('lessons', { token: accessTokenFor(users.student), query: fixtureWeek });
    expect(subjectsOf(student.data)).toEqual(['math', 'rus', 'math', 'soc', 'math']);
    const teacher = await call('lessons', { token: accessTokenFor(users.teacher), query: fixtureWeek });
    expect(new Set(subjectsOf(teacher.data))).toEqual(new Set(['math', 'phys']));
    const senior = await call('lessons', { token: accessTokenFor(users.senior), query: fixtureWeek });
    expect(lessonListSchema.parse(senior.data)).toEqual(lessonList);
  });

  it('have an empty next week, an empty variant and a failing one', async () => {
    const token = accessTokenFor(users.senior);
    const nextWeek = { from: '2026-11-23T00:00:00+03:00', to: '2026-11-30T00:00:00+03:00' };
    expect((await call('lessons', { token, query: nextWeek })).data).toEqual([]);
    server.use(...noLessons());
    expect((await call('lessons', { token, query: fixtureWeek })).data).toEqual([]);
    server.use(...lessonsServerError());
    expect((await call('lessons', { token, query: fixtureWeek })).status).toBe(500);
  });

  it('refuse what the server refuses, in Russian', async () => {
    const teacher = accessTokenFor(users.teacher);
    const body = { subject: 'rus', title: 'Тема', startsAt: '2026-11-24T16:00:00+03:00', durationMin: 60 };
    expect(await call('createLesson', { token: teacher, body })).toEqual({
      status: 403,
      data: expect.objectContaining({ message: MESSAGES.lessonSubjectNotTaught }),
    });
    expect(
      (await call('createLesson', { token: teacher, body: { ...body, subject: 'math', durationMin: 5 } })).data,
    ).toEqual(expect.objectContaining({ message: MESSAGES.lessonDuration }));
    expect(
      (await call('updateLesson', { token: teacher, body: { id: lessons.rusMonday.id, title: 'x' } })).status,
    ).toBe(403);
    expect((await call('deleteLesson', { token: teacher, body: { id: 'missing' } })).status).toBe(404);
    expect(
      (await call('lessons', { token: teacher, query: { from: fixtureWeek.from, to: '2027-01-30T00:00:00Z' } })).data,
    ).toEqual(expect.objectContaining({ message: MESSAGES.lessonsRangeTooLong }));
  });

  it('create one lesson a week for repeats and answer a changed lesson whole', async () => {
    const teacher = accessTokenFor(users.teacher);
    const created = await call('createLesson', {
      token: teacher,
      body: { subject: 'math', title: 'Тема', startsAt: '2026-11-24T16:00:00+03:00', durationMin: 60, repeatWeeks: 3 },
    });
    expect((created.data as { ids: string[] }).ids).toHaveLength(3);
    const updated = await call('updateLesson', { token: teacher, body: { id: lessons.mathMonday.id, link: '' } });
    expect(updated.data).toEqual({ ...lessons.mathMonday, link: null });
  });

  it('name the teacher’s own lessons a planned time would overlap, never the lesson that moves', async () => {
    const teacher = accessTokenFor(users.teacher);
    /* Monday 17:00 Moscow for an hour: over the teacher's maths at 16:00-17:30, not the SENIOR's Russian at 18:00 */
    const planned = { startsAt: '2026-11-16T17:00:00+03:00', durationMin: 60 };
    const ids = async (body: Record<string, unknown>, token = teacher) =>
      lessonListSchema
        .parse((await call('lessonClashes', { token, body: { ...planned, ...body } })).data)
        .map((l) => l.id);
    expect(await ids({})).toEqual([lessons.mathMonday.id]);
    expect(await ids({ id: lessons.mathMonday.id })).toEqual([]);
    expect(await ids({ startsAt: '2026-11-09T17:00:00+03:00', repeatWeeks: 2 })).toEqual([lessons.mathMonday.id]);
    expect((await call('lessonClashes', { token: accessTokenFor(users.student), body: planned })).status).toBe(403);
  });

  it('act as another user with their own questionnaire', async () => {
    server.use(...lessonsAs(users.vkStudent, ['phys']));
    expect(subjectsOf((await call('lessons', { query: fixtureWeek })).data)).toEqual(['phys']);
  });

  it('count the dashboard as the server does: a teacher’s students of taught subjects, the owner’s every student', async () => {
    /* student (maths) and the VK student (physics); the banned account does not count. */
    /* The teacher's four fixture courses; the graphs work handed in late waits for their check; the fixture
       deadlines (November 2026) have passed by the real clock, so none is listed. */
    expect((await call('dashboard', { token: accessTokenFor(users.teacher) })).data).toEqual({
      courses: 4,
      students: 2,
      unchecked: 1,
      deadlines: [],
    });
    expect((await call('dashboard', { token: accessTokenFor(users.owner) })).data).toMatchObject({ students: 2 });
    expect((await call('dashboard', { token: accessTokenFor(users.student) })).data).toMatchObject({
      courses: 2,
      students: 0,
      unchecked: 1,
    });
  });
});
