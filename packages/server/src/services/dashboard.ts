/**
 * The home page's counts (GET /api/dashboard): each is what its card says, never a proxy for it (issue 40).
 * `courses` is the viewer's courses, enrolled or taught (issue 42); until homework exists (issue 43)
 * there is nothing to count for it, so it is 0.
 */
import { ROLE, managesAllLessons, type DashboardCounts } from '@school/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { courseMembership, ownCourseIds } from './course-membership.ts';
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
  const courses = ownCourseIds(await courseMembership(db, account.id)).length;
  return { courses, students, unchecked: 0, deadlines: [] };
}

export interface DashboardService {
  counts(account: UserRow, taught: readonly TaughtSubject[]): Promise<DashboardCounts>;
}

export const createDashboardService = ({ db }: { db: Db }): DashboardService => ({
  counts: (account, taught) => dashboardCounts(db, account, taught),
});
