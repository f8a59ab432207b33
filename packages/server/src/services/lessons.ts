/**
 * Lessons (issue 17): who sees which, planning with weekly repeats in the school's zone, changes
 * and removal with their audit entries. The rules are the contract's lesson policy; this file
 * turns them into queries.
 */
import { TZDate } from '@date-fns/tz';
import {
  MESSAGES,
  ROLE,
  managesAllLessons,
  mayEditLesson,
  planLessonRefusal,
  type CreateLessonBody,
  type Lesson,
  type LessonViewer,
  type UpdateLessonBody,
} from '@school/contract';
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessons, subjects, users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import type { TaughtSubject, UserRow } from './users.ts';

/** The viewer of the schedule as the contract's policy sees them, from the signed-in account. */
export const lessonViewerOf = (account: UserRow, taught: readonly TaughtSubject[]): LessonViewer => ({
  username: account.username,
  roles: account.roles,
  subjectsTeach: taught.map((subject) => subject.shortname),
  subjectsLearn: account.anket?.subjects ?? [],
});

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
};

const selectLessons = (db: Db) =>
  db
    .select(lessonFields)
    .from(lessons)
    .innerJoin(subjects, eq(subjects.shortname, lessons.subject))
    .innerJoin(users, eq(users.id, lessons.teacherId));

type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

const toLesson = (row: LessonRow): Lesson => ({
  id: row.id,
  subject: row.subject,
  subjectName: row.subjectName,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  durationMin: row.durationMin,
  link: row.link,
  notes: row.notes,
  teacher: { username: row.teacherUsername, firstName: row.teacherFirstName, lastName: row.teacherLastName },
});

/**
 * The SQL side of the policy's `seesLesson`: nothing to narrow for SENIOR and above, else the
 * subjects learnt or taught and the lessons owned.
 */
export function visibleTo(viewer: LessonViewer, viewerId: string): SQL | undefined {
  if (managesAllLessons(viewer.roles)) return undefined;
  const subjectsSeen = [...new Set([...viewer.subjectsLearn, ...viewer.subjectsTeach])];
  const owned = eq(lessons.teacherId, viewerId);
  return subjectsSeen.length > 0 ? or(inArray(lessons.subject, subjectsSeen), owned) : owned;
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

/**
 * `count` starts a week apart from `first`, at the same wall-clock time in `timeZone`: across a
 * daylight-saving change the instant moves by an hour so the lesson stays at, say, 18:00.
 */
export function weeklyStarts(first: Date, count: number, timeZone: string): Date[] {
  return Array.from({ length: count }, (_, week) => {
    const local = new TZDate(first.getTime(), timeZone);
    local.setDate(local.getDate() + week * 7);
    return new Date(local.getTime());
  });
}

async function subjectExists(db: Db, shortname: string): Promise<boolean> {
  const [found] = await db
    .select({ shortname: subjects.shortname })
    .from(subjects)
    .where(eq(subjects.shortname, shortname))
    .limit(1);
  return Boolean(found);
}

/** Bad input first (an unknown subject is a 400 for anyone), then the policy's 403. */
async function checkPlannable(db: Db, viewer: LessonViewer, subject: string): Promise<void> {
  if (!(await subjectExists(db, subject))) throw httpError(400, MESSAGES.subjectUnknown);
  const refusal = planLessonRefusal(viewer, subject);
  if (refusal) throw forbiddenError(refusal);
}

/** Plans a lesson, or `repeatWeeks` weekly lessons; answers their ids in time order. */
export async function createLessons(
  db: Db,
  actor: UserRow,
  viewer: LessonViewer,
  body: CreateLessonBody,
  timeZone: string,
): Promise<string[]> {
  await checkPlannable(db, viewer, body.subject);
  const starts = weeklyStarts(new Date(body.startsAt), body.repeatWeeks ?? 1, timeZone);
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
    return ids;
  });
}

/** The lesson by id, or 404; then 403 unless the viewer owns it or is SENIOR and above. */
async function editableLesson(db: Db, viewer: LessonViewer, id: string): Promise<LessonRow> {
  const [row] = await selectLessons(db).where(eq(lessons.id, id)).limit(1);
  if (!row) throw httpError(404, MESSAGES.lessonNotFound);
  if (!mayEditLesson(viewer, { subject: row.subject, teacher: { username: row.teacherUsername } })) {
    throw forbiddenError(MESSAGES.lessonNotOwner);
  }
  return row;
}

/** Changes the fields sent; a moved lesson gets its reminder again. Answers the lesson as it is now. */
export async function updateLesson(
  db: Db,
  actor: UserRow,
  viewer: LessonViewer,
  body: UpdateLessonBody,
): Promise<Lesson> {
  const before = await editableLesson(db, viewer, body.id);
  if (body.subject !== undefined && body.subject !== before.subject) await checkPlannable(db, viewer, body.subject);
  const changes = {
    ...(body.subject === undefined ? {} : { subject: body.subject }),
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.startsAt === undefined ? {} : { startsAt: new Date(body.startsAt), remindedAt: null }),
    ...(body.durationMin === undefined ? {} : { durationMin: body.durationMin }),
    ...(body.link === undefined ? {} : { link: body.link }),
    ...(body.notes === undefined ? {} : { notes: body.notes }),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(lessons)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(lessons.id, before.id));
    const { remindedAt: _reminder, ...shown } = { remindedAt: undefined, ...changes };
    await recordAudit(tx, actor, 'lesson.update', before.id, {
      before: Object.fromEntries(Object.keys(shown).map((key) => [key, serialisable(before[key as keyof LessonRow])])),
      after: Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, serialisable(value)])),
    });
  });
  const [after] = await selectLessons(db).where(eq(lessons.id, before.id)).limit(1);
  return toLesson(after!);
}

const serialisable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

export async function deleteLesson(db: Db, actor: UserRow, viewer: LessonViewer, id: string): Promise<void> {
  const lesson = await editableLesson(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx.delete(lessons).where(eq(lessons.id, lesson.id));
    await recordAudit(tx, actor, 'lesson.delete', lesson.id, {
      subject: lesson.subject,
      title: lesson.title,
      startsAt: lesson.startsAt.toISOString(),
      teacher: lesson.teacherUsername,
    });
  });
}

/**
 * The dashboard's counts: active students (first role USER) whose questionnaire has one of the
 * viewer's taught subjects, and the number of subjects in the viewer's own questionnaire.
 */
export async function teachingStats(db: Db, viewer: LessonViewer): Promise<{ students: number; subjects: number }> {
  let students = 0;
  if (viewer.subjectsTeach.length > 0) {
    const taught = sql.join(
      viewer.subjectsTeach.map((subject) => sql`${subject}`),
      sql`, `,
    );
    const [row] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.isBanned, false),
          sql`${users.roles}[1] = ${ROLE.USER}`,
          sql`exists (select 1 from jsonb_array_elements_text(${users.anket} -> 'subjects') as learnt(subject) where learnt.subject in (${taught}))`,
        ),
      );
    students = row?.value ?? 0;
  }
  return { students, subjects: viewer.subjectsLearn.length };
}
