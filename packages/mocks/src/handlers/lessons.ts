/** Lessons, the calendar feed link and the dashboard's counts (issue 17), by the contract's lesson policy. */
import type { HttpHandler } from 'msw';
import {
  ERROR_CODES,
  mayEditLesson,
  mayPlanLessons,
  MESSAGES,
  planLessonRefusal,
  seesLesson,
  type Lesson,
  type LessonViewer,
  type User,
} from '@school/contract';
import { icsUrlFor } from '../fixtures.ts';
import { fail, findSubject, handle, ok, type MockContext } from '../handle.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const viewerOf = (ctx: MockContext, user: User): LessonViewer => ({
  username: user.username,
  roles: user.roles,
  subjectsTeach: user.subjectsTeach,
  subjectsLearn: ctx.db.learntSubjects[user.username] ?? [],
  /* The mocks' questionnaires are of class 9 (handlers/profile.ts myData); they hold no enrolments. */
  grade: ctx.db.learntSubjects[user.username] ? 9 : null,
  courseIds: [],
});

const findLesson = (ctx: MockContext, id: string): Lesson | undefined =>
  ctx.db.lessons.find((lesson) => lesson.id === id);

const endOf = (startMs: number, durationMin: number) => startMs + durationMin * 60_000;

/* The fixtures' zone: Moscow, UTC+3 all year. */
const MOSCOW_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const moscowDay = (ms: number) => Math.floor((ms + MOSCOW_MS) / DAY_MS);

/** Like the server's movedWithSeries: as many days on, at the new time of day in Moscow. */
function movedWithSeries(startMs: number, fromMs: number, toMs: number): number {
  if (fromMs === toMs) return startMs;
  const timeOfDay = (toMs + MOSCOW_MS) % DAY_MS;
  return (moscowDay(startMs) + moscowDay(toMs) - moscowDay(fromMs)) * DAY_MS + timeOfDay - MOSCOW_MS;
}

/**
 * Like the server's lesson-clashes: the starts a plan would take (weekly, or a series moved from one
 * lesson on) against the teacher's other lessons.
 */
function clashesOf(
  ctx: MockContext,
  plan: { startsAt: string; durationMin: number; repeatWeeks?: number | undefined; series?: boolean | undefined },
  teacher: string,
  moved?: Lesson,
): Lesson[] {
  const start = Date.parse(plan.startsAt);
  const reached = moved
    ? ctx.db.lessons.filter(
        (lesson) =>
          lesson.id === moved.id ||
          (plan.series === true &&
            moved.seriesId !== null &&
            lesson.seriesId === moved.seriesId &&
            lesson.startsAt >= moved.startsAt),
      )
    : [];
  const starts = moved
    ? reached.map((lesson) => movedWithSeries(Date.parse(lesson.startsAt), Date.parse(moved.startsAt), start))
    : Array.from({ length: plan.repeatWeeks ?? 1 }, (_, week) => start + week * WEEK_MS);
  return ctx.db.lessons
    .filter(
      (lesson) =>
        lesson.teacher.username === teacher &&
        !reached.includes(lesson) &&
        starts.some((at) => {
          const other = Date.parse(lesson.startsAt);
          return other < endOf(at, plan.durationMin) && at < endOf(other, lesson.durationMin);
        }),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export const lessonHandlers = (ctx: MockContext): HttpHandler[] => [
  /* Like the server: the lessons that start in [from, to), in time order. */
  handle(ctx, 'lessons', ({ query, viewer }) => {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    const visible = ctx.db.lessons.filter((lesson) => {
      const start = Date.parse(lesson.startsAt);
      return start >= from && start < to && seesLesson(viewerOf(ctx, viewer), lesson);
    });
    return ok(
      'lessons',
      visible.sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    );
  }),

  /* The mocks keep no state: the answer names the lessons that would be made, one a week. */
  handle(ctx, 'createLesson', ({ body, viewer }) => {
    if (!findSubject(ctx, body.subject)) return fail(400, MESSAGES.subjectUnknown, ERROR_CODES.badRequest);
    const refusal = planLessonRefusal(viewer, body.subject);
    if (refusal) return fail(403, refusal, ERROR_CODES.forbidden);
    const start = Date.parse(body.startsAt);
    const ids = Array.from({ length: body.repeatWeeks ?? 1 }, (_, week) => `lesson-new-${start + week * WEEK_MS}`);
    return ok('createLesson', { ids });
  }),

  handle(ctx, 'updateLesson', ({ body, viewer }) => {
    const lesson = findLesson(ctx, body.id);
    if (!lesson) return fail(404, MESSAGES.lessonNotFound, ERROR_CODES.notFound);
    if (!mayEditLesson(viewer, lesson)) return fail(403, MESSAGES.lessonNotOwner, ERROR_CODES.forbidden);
    const { id: _id, series: _series, subject: subjectName, ...fields } = body;
    let subject = lesson.subject;
    let name = lesson.subjectName;
    if (subjectName !== undefined && subjectName !== lesson.subject) {
      const found = findSubject(ctx, subjectName);
      if (!found) return fail(400, MESSAGES.subjectUnknown, ERROR_CODES.badRequest);
      const refusal = planLessonRefusal(viewer, found.shortname);
      if (refusal) return fail(403, refusal, ERROR_CODES.forbidden);
      subject = found.shortname;
      name = found.name;
    }
    const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const startsAt = fields.startsAt === undefined ? lesson.startsAt : new Date(fields.startsAt).toISOString();
    return ok('updateLesson', { ...lesson, ...changed, subject, subjectName: name, startsAt });
  }),

  handle(ctx, 'lessonClashes', ({ body, viewer }) => {
    if (body.id === undefined) {
      const refusal = mayPlanLessons(viewer) ? null : MESSAGES.lessonPlanningForbidden;
      if (refusal) return fail(403, refusal, ERROR_CODES.forbidden);
      return ok('lessonClashes', clashesOf(ctx, body, viewer.username));
    }
    const lesson = findLesson(ctx, body.id);
    if (!lesson) return fail(404, MESSAGES.lessonNotFound, ERROR_CODES.notFound);
    if (!mayEditLesson(viewer, lesson)) return fail(403, MESSAGES.lessonNotOwner, ERROR_CODES.forbidden);
    return ok('lessonClashes', clashesOf(ctx, body, lesson.teacher.username, lesson));
  }),

  handle(ctx, 'deleteLesson', ({ body, viewer }) => {
    const lesson = findLesson(ctx, body.id);
    if (!lesson) return fail(404, MESSAGES.lessonNotFound, ERROR_CODES.notFound);
    if (!mayEditLesson(viewer, lesson)) return fail(403, MESSAGES.lessonNotOwner, ERROR_CODES.forbidden);
    return ok('deleteLesson', { ok: true });
  }),

  handle(ctx, 'icsLink', ({ viewer }) => ok('icsLink', { url: icsUrlFor(viewer) })),
  handle(ctx, 'icsReset', ({ viewer }) => ok('icsReset', { url: icsUrlFor(viewer, true) })),
];
