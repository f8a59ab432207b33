/**
 * A course's students (issue 42): enrolment by login or by a cohort of the questionnaires (SENIOR),
 * their list with progress (its teachers, SENIOR), and the student's own "seen" marks.
 */
import {
  MESSAGES,
  ROLE,
  editsCourse,
  type CourseStudent,
  type EndpointParsedBody,
  type MaterialSeenBody,
  type UnenrollBody,
} from '@school/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, enrollments, materials, materialViews, users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import { courseViewerOf, visibleCourse, type CourseCaller } from './courses.ts';
import { findSubject } from './subjects.ts';
import { accountsInOrder, personColumns, type UserRow } from './users.ts';

const isStudent = sql`${users.roles}[1] = ${ROLE.USER}`;

async function existingCourse(db: Db, courseId: string): Promise<void> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw httpError(404, MESSAGES.courseNotFound);
}

/** The accounts of `usernames`: 400 for one that does not exist, or (`students`) whose first role is not USER. */
const accountsNamed = (db: Db, usernames: readonly string[], students: boolean) =>
  accountsInOrder(db, usernames, (username, account) => {
    if (!account) throw httpError(400, MESSAGES.enrollUnknownUser(username));
    if (students && account.roles[0] !== ROLE.USER) throw httpError(400, MESSAGES.enrollNotStudent(username));
  });

/**
 * enroll: the students named, and every active student whose questionnaire has the cohort's class
 * and subject. Those already enrolled are left as they are; answers how many were added.
 */
export async function enroll(db: Db, actor: UserRow, body: EndpointParsedBody<'enroll'>): Promise<number> {
  await existingCourse(db, body.courseId);
  const named = await accountsNamed(db, body.usernames, true);
  let cohort: { id: string; username: string }[] = [];
  if (body.cohort) {
    if (!(await findSubject(db, body.cohort.subject))) throw httpError(400, MESSAGES.subjectUnknown);
    cohort = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        and(
          eq(users.isBanned, false),
          isStudent,
          sql`(${users.anket} ->> 'class')::int = ${body.cohort.grade}`,
          sql`${users.anket} -> 'subjects' @> jsonb_build_array(${body.cohort.subject}::text)`,
        ),
      );
  }
  const ids = [...new Set([...named, ...cohort].map((row) => row.id))];
  return db.transaction(async (tx) => {
    const added =
      ids.length === 0
        ? []
        : await tx
            .insert(enrollments)
            .values(ids.map((userId) => ({ courseId: body.courseId, userId })))
            .onConflictDoNothing()
            .returning({ userId: enrollments.userId });
    const names = new Map([...named, ...cohort].map((row) => [row.id, row.username]));
    await recordAudit(tx, actor, 'course.enroll', body.courseId, {
      usernames: added.map((row) => names.get(row.userId)),
      ...(body.cohort ? { cohort: body.cohort } : {}),
    });
    return added.length;
  });
}

/** unenroll: the students named leave the course (their marks stay, for a return). Answers how many left. */
export async function unenroll(db: Db, actor: UserRow, body: UnenrollBody): Promise<number> {
  await existingCourse(db, body.courseId);
  const named = await accountsNamed(db, body.usernames, false);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(enrollments)
      .where(
        and(
          eq(enrollments.courseId, body.courseId),
          inArray(
            enrollments.userId,
            named.map((row) => row.id),
          ),
        ),
      )
      .returning({ userId: enrollments.userId });
    const names = new Map(named.map((row) => [row.id, row.username]));
    await recordAudit(tx, actor, 'course.unenroll', body.courseId, {
      usernames: removed.map((row) => names.get(row.userId)),
    });
    return removed.length;
  });
}

/** course-students: its teachers and SENIOR and above (403 for others, 404 for a course not seen). */
export async function courseStudents(db: Db, caller: CourseCaller, courseId: string): Promise<CourseStudent[]> {
  const { access } = await visibleCourse(db, caller, courseId);
  if (!editsCourse(courseViewerOf(caller), access)) throw forbiddenError(MESSAGES.forbidden);
  const [rows, [total], seen] = await Promise.all([
    db
      .select({
        ...personColumns,
        anket: users.anket,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.courseId, courseId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username)),
    db.select({ value: count() }).from(materials).where(eq(materials.courseId, courseId)),
    db
      .select({ userId: materialViews.userId, value: count() })
      .from(materialViews)
      .where(eq(materialViews.courseId, courseId))
      .groupBy(materialViews.userId),
  ]);
  const seenBy = new Map(seen.map((row) => [row.userId, row.value]));
  return rows.map(({ id, anket, ...student }) => ({
    ...student,
    grade: anket?.class ?? null,
    progress: { seen: seenBy.get(id) ?? 0, total: total?.value ?? 0 },
  }));
}

/**
 * material-seen: an enrolled student marks a material of the course as opened, once (again is the
 * same mark). 404 for a course not seen or a material not of it; 403 for anyone not enrolled.
 */
export async function markSeen(db: Db, caller: CourseCaller, body: MaterialSeenBody): Promise<void> {
  await visibleCourse(db, caller, body.courseId);
  if (!caller.membership.enrolled.includes(body.courseId)) {
    throw forbiddenError(MESSAGES.materialSeenForbidden);
  }
  const [material] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, body.materialId), eq(materials.courseId, body.courseId)))
    .limit(1);
  if (!material) throw httpError(404, MESSAGES.materialUnknown);
  await db
    .insert(materialViews)
    .values({ materialId: material.id, userId: caller.account.id, courseId: body.courseId })
    .onConflictDoNothing();
}
