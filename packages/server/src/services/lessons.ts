/**
 * Lessons (issue 17): who sees which, planning with weekly repeats in the school's zone, changes
 * and removal of one lesson or of a series from one lesson on (issue 40), with their audit entries
 * and the students' notices. The rules are the contract's lesson policy; this file turns them into
 * queries.
 */
import {
  MESSAGES,
  editsCourse,
  lessonScope,
  mayEditLesson,
  planLessonRefusal,
  type CreateLessonBody,
  type DeleteLessonBody,
  type Lesson,
  type LessonViewer,
  type UpdateLessonBody,
} from '@school/contract';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, lessons, subjects, users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import { courseAccess, courseMembership, ownCourseIds } from './course-membership.ts';
import { queueLessonNotices, type LessonChange, type NoticeLesson, type NoticeSettings } from './lesson-notices.ts';
import { movedWithSeries, weeklyStarts } from './lesson-times.ts';
import { findSubject } from './subjects.ts';
import type { TaughtSubject, UserRow } from './users.ts';

/** The viewer of the schedule as the contract's policy sees them, from the signed-in account and its courses. */
export const lessonViewerOf = (
  account: UserRow,
  taught: readonly TaughtSubject[],
  courseIds: readonly string[],
): LessonViewer => ({
  username: account.username,
  roles: account.roles,
  subjectsTeach: taught.map((subject) => subject.shortname),
  subjectsLearn: account.anket?.subjects ?? [],
  grade: account.anket?.class ?? null,
  courseIds,
});

/** `lessonViewerOf` with the account's courses (enrolled or taught) read from the database. */
export const lessonViewerFor = async (db: Db, account: UserRow, taught: readonly TaughtSubject[]) =>
  lessonViewerOf(account, taught, ownCourseIds(await courseMembership(db, account.id)));

const lessonFields = {
  id: lessons.id,
  subject: lessons.subject,
  subjectName: subjects.name,
  title: lessons.title,
  startsAt: lessons.startsAt,
  durationMin: lessons.durationMin,
  link: lessons.link,
  notes: lessons.notes,
  teacherId: lessons.teacherId,
  teacherUsername: users.username,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  seriesId: lessons.seriesId,
  courseId: lessons.courseId,
  courseTitle: courses.title,
  grades: lessons.grades,
};

export const selectLessons = (db: Db) =>
  db
    .select(lessonFields)
    .from(lessons)
    .innerJoin(subjects, eq(subjects.shortname, lessons.subject))
    .innerJoin(users, eq(users.id, lessons.teacherId))
    .leftJoin(courses, eq(courses.id, lessons.courseId));

export type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

export const toLesson = (row: LessonRow): Lesson => ({
  id: row.id,
  subject: row.subject,
  subjectName: row.subjectName,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  durationMin: row.durationMin,
  link: row.link,
  notes: row.notes,
  teacher: { username: row.teacherUsername, firstName: row.teacherFirstName, lastName: row.teacherLastName },
  seriesId: row.seriesId,
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  grades: row.grades,
});

const noticeOf = (row: LessonRow): NoticeLesson => ({
  subject: row.subject,
  subjectName: row.subjectName,
  title: row.title,
  startsAt: row.startsAt,
  durationMin: row.durationMin,
  link: row.link,
  courseId: row.courseId,
  grades: row.grades,
});

/**
 * The contract's `lessonScope` as SQL: nothing to narrow when it is all, else the lessons `viewerId`
 * owns, those of its courses, and of the lessons of no course those of a taught subject or of a
 * learnt one whose classes are none or include the viewer's. test/lesson-visibility.test.ts holds it
 * equal to `seesLesson` for every role.
 */
export function visibleTo(viewer: LessonViewer, viewerId: string): SQL | undefined {
  const scope = lessonScope(viewer);
  if (scope.all) return undefined;
  const anyClass = sql`cardinality(${lessons.grades}) = 0`;
  const forClass = scope.grade === null ? anyClass : sql`(${anyClass} or ${scope.grade}::int = any(${lessons.grades}))`;
  const ofSubject = or(
    scope.teaches.length > 0 ? inArray(lessons.subject, [...scope.teaches]) : undefined,
    scope.learns.length > 0 ? and(inArray(lessons.subject, [...scope.learns]), forClass) : undefined,
  );
  return or(
    eq(lessons.teacherId, viewerId),
    scope.courseIds.length > 0 ? inArray(lessons.courseId, [...scope.courseIds]) : undefined,
    ofSubject ? and(isNull(lessons.courseId), ofSubject) : undefined,
  );
}

/** The viewer's lessons starting in [from, to), in time order. */
export async function listLessons(
  db: Db,
  viewer: LessonViewer,
  viewerId: string,
  from: Date,
  to: Date,
): Promise<Lesson[]> {
  const rows = await selectLessons(db)
    .where(and(gte(lessons.startsAt, from), lt(lessons.startsAt, to), visibleTo(viewer, viewerId)))
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
  return rows.map(toLesson);
}

/** Bad input first (an unknown subject is a 400 for anyone), then the policy's 403. */
async function checkPlannable(db: Db, viewer: LessonViewer, subject: string): Promise<void> {
  if (!(await findSubject(db, subject))) throw httpError(400, MESSAGES.subjectUnknown);
  const refusal = planLessonRefusal(viewer, subject);
  if (refusal) throw forbiddenError(refusal);
}

/**
 * A lesson of a course is planned by those who edit the course (its teachers, SENIOR and above):
 * an unknown course is a 400, a course the viewer does not edit a 403.
 */
async function checkCourse(db: Db, viewer: LessonViewer, courseId: string): Promise<void> {
  const course = await courseAccess(db, courseId);
  if (!course) throw httpError(400, MESSAGES.courseNotFound);
  if (!editsCourse(viewer, course)) {
    throw forbiddenError(MESSAGES.courseEditForbidden);
  }
}

/** Plans a lesson, or `repeatWeeks` weekly lessons of one series; answers their ids in time order. */
export async function createLessons(
  db: Db,
  actor: UserRow,
  viewer: LessonViewer,
  body: CreateLessonBody,
  notices: NoticeSettings,
): Promise<string[]> {
  await checkPlannable(db, viewer, body.subject);
  if (body.courseId !== undefined) await checkCourse(db, viewer, body.courseId);
  const starts = weeklyStarts(new Date(body.startsAt), body.repeatWeeks ?? 1, notices.timeZone);
  const seriesId = starts.length > 1 ? crypto.randomUUID() : null;
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(lessons)
      .values(
        starts.map((startsAt) => ({
          subject: body.subject,
          title: body.title,
          startsAt,
          durationMin: body.durationMin,
          link: body.link ?? null,
          notes: body.notes ?? null,
          teacherId: actor.id,
          seriesId,
          courseId: body.courseId ?? null,
          grades: body.grades ?? [],
        })),
      )
      .returning({ id: lessons.id, startsAt: lessons.startsAt });
    const ids = created.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((row) => row.id);
    await recordAudit(tx, actor, 'lesson.create', ids[0]!, {
      subject: body.subject,
      title: body.title,
      startsAt: starts[0]!.toISOString(),
      durationMin: body.durationMin,
      weeks: ids.length,
      ids,
    });
    const rows = await selectLessons(tx).where(inArray(lessons.id, ids)).orderBy(asc(lessons.startsAt));
    await queueLessonNotices(
      tx,
      rows.map((row) => ({ before: null, after: noticeOf(row) })),
      notices,
    );
    return ids;
  });
}

/** The lesson by id, or 404; then 403 unless the viewer owns it or is SENIOR and above. */
export async function editableLesson(db: Db, viewer: LessonViewer, id: string): Promise<LessonRow> {
  const [row] = await selectLessons(db).where(eq(lessons.id, id)).limit(1);
  if (!row) throw httpError(404, MESSAGES.lessonNotFound);
  if (!mayEditLesson(viewer, { subject: row.subject, teacher: { username: row.teacherUsername } })) {
    throw forbiddenError(MESSAGES.lessonNotOwner);
  }
  return row;
}

/**
 * The lessons a change of `chosen` reaches: with `series`, it and every later lesson of its series
 * (in time order); otherwise, or for a lesson of no series, it alone.
 */
export async function lessonsReached(db: Db, chosen: LessonRow, series: boolean | undefined): Promise<LessonRow[]> {
  if (!series || chosen.seriesId === null) return [chosen];
  return selectLessons(db)
    .where(and(eq(lessons.seriesId, chosen.seriesId), gte(lessons.startsAt, chosen.startsAt)))
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

/**
 * The starts of `reached` once `chosen` (the first of them) starts at `startsAt`: the others as many
 * days on, at the new time of day in the school's zone (lesson-times.ts).
 */
export function startsOnceMoved(reached: readonly LessonRow[], chosen: LessonRow, startsAt: Date, timeZone: string) {
  const moved = movedWithSeries(
    reached.map((row) => row.startsAt),
    chosen.startsAt,
    startsAt,
    timeZone,
  );
  return reached.map((row, index) => (row.id === chosen.id ? startsAt : moved[index]!));
}

/**
 * Changes the fields sent, of the lesson or (`series`) of it and its series' later lessons; a moved
 * lesson gets its reminder again. Answers the lesson asked for as it is now.
 */
export async function updateLesson(
  db: Db,
  actor: UserRow,
  viewer: LessonViewer,
  body: UpdateLessonBody,
  notices: NoticeSettings,
): Promise<Lesson> {
  const chosen = await editableLesson(db, viewer, body.id);
  if (body.subject !== undefined && body.subject !== chosen.subject) await checkPlannable(db, viewer, body.subject);
  if (body.courseId && body.courseId !== chosen.courseId) await checkCourse(db, viewer, body.courseId);
  const reached = await lessonsReached(db, chosen, body.series);
  const starts =
    body.startsAt === undefined ? null : startsOnceMoved(reached, chosen, new Date(body.startsAt), notices.timeZone);
  const changes = {
    ...(body.subject === undefined ? {} : { subject: body.subject }),
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.startsAt === undefined ? {} : { startsAt: new Date(body.startsAt) }),
    ...(body.durationMin === undefined ? {} : { durationMin: body.durationMin }),
    ...(body.link === undefined ? {} : { link: body.link }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
    ...(body.courseId === undefined ? {} : { courseId: body.courseId }),
    ...(body.grades === undefined ? {} : { grades: body.grades }),
  };
  const ids = reached.map((row) => row.id);
  await db.transaction(async (tx) => {
    for (const [index, row] of reached.entries()) {
      await tx
        .update(lessons)
        .set({ ...changes, ...(starts ? { startsAt: starts[index], remindedAt: null } : {}), updatedAt: sql`now()` })
        .where(eq(lessons.id, row.id));
    }
    await recordAudit(tx, actor, 'lesson.update', chosen.id, {
      before: Object.fromEntries(
        Object.keys(changes).map((key) => [key, serialisable(chosen[key as keyof LessonRow])]),
      ),
      after: Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, serialisable(value)])),
      ...(ids.length > 1 ? { series: ids } : {}),
    });
    const now = new Map(
      (await selectLessons(tx).where(inArray(lessons.id, ids))).map((row) => [row.id, noticeOf(row)]),
    );
    const changed: LessonChange[] = reached.map((row) => ({ before: noticeOf(row), after: now.get(row.id)! }));
    await queueLessonNotices(tx, changed, notices);
  });
  const [after] = await selectLessons(db).where(eq(lessons.id, chosen.id)).limit(1);
  return toLesson(after!);
}

const serialisable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** Removes the lesson or (`series`) it and its series' later lessons; their students are told. */
export async function deleteLesson(
  db: Db,
  actor: UserRow,
  viewer: LessonViewer,
  body: DeleteLessonBody,
  notices: NoticeSettings,
): Promise<void> {
  const chosen = await editableLesson(db, viewer, body.id);
  const reached = await lessonsReached(db, chosen, body.series);
  const ids = reached.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.delete(lessons).where(inArray(lessons.id, ids));
    await recordAudit(tx, actor, 'lesson.delete', chosen.id, {
      subject: chosen.subject,
      title: chosen.title,
      startsAt: chosen.startsAt.toISOString(),
      teacher: chosen.teacherUsername,
      ...(ids.length > 1 ? { series: ids } : {}),
    });
    await queueLessonNotices(
      tx,
      reached.map((row) => ({ before: noticeOf(row), after: null })),
      notices,
    );
  });
}
