/**
 * The home page's counts (GET /api/dashboard): each is what its card says, never a proxy for it (issue 40).
 * `courses` is the viewer's courses, enrolled or taught (issue 42); `unchecked` and `deadlines` are homework's
 * (issue 43): the work a teacher has to check (a student: their own waiting for a check) and what is due next.
 */
import {
  DASHBOARD_DEADLINES_MAX,
  ROLE,
  managesAllLessons,
  managesCourses,
  type DashboardCounts,
  type DashboardDeadline,
} from '@school/contract';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assignments, courses, submissions, users } from '../db/schema/index.ts';
import { listAssignments } from './assignments.ts';
import { courseMembership, ownCourseIds } from './course-membership.ts';
import type { CourseCaller } from './courses.ts';
import { waitingWhere } from './submissions.ts';
import type { TaughtSubject, UserRow } from './users.ts';

/**
 * Whose students a viewer counts: SENIOR and above the school's, a teacher those who chose one of the taught
 * subjects in the questionnaire, anyone else none (null).
 */
function studentsFilter(account: UserRow, taught: readonly TaughtSubject[]): SQL | null {
  const student = and(eq(users.isBanned, false), sql`${users.roles}[1] = ${ROLE.USER}`)!;
  if (managesAllLessons(account.roles)) return student;
  if (taught.length === 0) return null;
  const subjects = sql.join(
    taught.map((subject) => sql`${subject.shortname}`),
    sql`, `,
  );
  return and(
    student,
    sql`exists (select 1 from jsonb_array_elements_text(${users.anket} -> 'subjects') as learnt(subject) where learnt.subject in (${subjects}))`,
  )!;
}

export async function dashboardCounts(
  db: Db,
  account: UserRow,
  taught: readonly TaughtSubject[],
  now = new Date(),
): Promise<DashboardCounts> {
  const filter = studentsFilter(account, taught);
  let students = 0;
  if (filter) {
    const [row] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(users)
      .where(filter);
    students = row?.value ?? 0;
  }
  const caller: CourseCaller = { account, membership: await courseMembership(db, account.id) };
  const checks = managesCourses(account.roles) || caller.membership.taught.length > 0;
  const [unchecked, deadlines] = await Promise.all([
    checks ? uncheckedCount(db, waitingWhere(caller)) : ownWaitingCount(db, account.id),
    checks ? closingSoonest(db, caller, now) : nextDue(db, caller, now),
  ]);
  return { courses: ownCourseIds(caller.membership).length, students, unchecked, deadlines };
}

async function uncheckedCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(where);
  return row?.value ?? 0;
}

/** A student's latest versions still waiting for a check. */
const ownWaitingCount = (db: Db, userId: string) =>
  uncheckedCount(
    db,
    and(eq(submissions.userId, userId), eq(submissions.latest, true), eq(submissions.status, 'submitted')),
  );

/** A student's next deadlines: not handed in yet (or returned for rework) and not passed, soonest first. */
async function nextDue(db: Db, caller: CourseCaller, now: Date): Promise<DashboardDeadline[]> {
  if (caller.membership.enrolled.length === 0) return [];
  const mine = await listAssignments(db, caller, {}, now);
  return mine
    .filter(
      (task) =>
        (task.status === 'not-submitted' || task.status === 'returned') && Date.parse(task.dueFor!) >= now.getTime(),
    )
    .sort((a, b) => Date.parse(a.dueFor!) - Date.parse(b.dueFor!))
    .slice(0, DASHBOARD_DEADLINES_MAX)
    .map((task) => ({
      assignmentId: task.id,
      title: task.title,
      courseTitle: task.courseTitle,
      dueAt: task.dueFor!,
      status: task.status!,
    }));
}

/** A teacher's assignments closing soonest (SENIOR and above: the school's); `status` is 'open'. */
async function closingSoonest(db: Db, caller: CourseCaller, now: Date): Promise<DashboardDeadline[]> {
  const scope = managesCourses(caller.account.roles)
    ? undefined
    : inArray(assignments.courseId, caller.membership.taught);
  const rows = await db
    .select({
      assignmentId: assignments.id,
      title: assignments.title,
      courseTitle: courses.title,
      dueAt: assignments.dueAt,
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(and(scope, gte(assignments.dueAt, now)))
    .orderBy(asc(assignments.dueAt), asc(assignments.id))
    .limit(DASHBOARD_DEADLINES_MAX);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString(), status: 'open' }));
}

export interface DashboardService {
  counts(account: UserRow, taught: readonly TaughtSubject[]): Promise<DashboardCounts>;
}

export const createDashboardService = ({ db }: { db: Db }): DashboardService => ({
  counts: (account, taught) => dashboardCounts(db, account, taught),
});
