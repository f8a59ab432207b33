/**
 * GET /api/teachers (issue 42): the teachers of the viewer's courses (enrolled or taught, among
 * those the viewer sees); SENIOR and above every active account whose first role may teach. Each
 * with the taught subjects, the courses of theirs the viewer sees, 'О себе', and the Telegram
 * username only when Telegram is linked and they chose to show it.
 */
import { TEACHING_ROLES, managesCourses, seesCourse, type CourseStatus, type TeacherCard } from '@school/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, courseTeachers, subjects, taughtSubjects, users } from '../db/schema/index.ts';
import { courseViewerOf, teachersOf, type CourseCaller } from './courses.ts';
import { ownCourseIds } from './course-membership.ts';
import { personColumns } from './users.ts';

/** The courses of `courseIds`, each with its teachers, as `seesCourse` looks at them. */
async function coursesWithTeachers(db: Db, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]))
    .orderBy(asc(courses.title), asc(courses.id));
  const teachers = await teachersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, status: row.status as CourseStatus, teachers: teachers.get(row.id)! }));
}

export async function listTeachers(db: Db, caller: CourseCaller): Promise<TeacherCard[]> {
  const viewer = courseViewerOf(caller);
  let usernames: string[] | null = null;
  if (!managesCourses(viewer.roles)) {
    const own = (await coursesWithTeachers(db, ownCourseIds(caller.membership))).filter((course) =>
      seesCourse(viewer, course),
    );
    usernames = [...new Set(own.flatMap((course) => course.teachers.map((teacher) => teacher.username)))];
    if (usernames.length === 0) return [];
  }
  const teaching = sql.join(
    TEACHING_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
  const rows = await db
    .select({
      ...personColumns,
      about: users.about,
      telegramId: users.telegramId,
      telegramUsername: users.telegramUsername,
      showTelegram: users.showTelegram,
    })
    .from(users)
    .where(
      and(
        eq(users.isBanned, false),
        usernames === null ? sql`${users.roles}[1] in (${teaching})` : inArray(users.username, usernames),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [taught, links] = await Promise.all([
    db
      .select({ userId: taughtSubjects.userId, name: subjects.name })
      .from(taughtSubjects)
      .innerJoin(subjects, eq(subjects.id, taughtSubjects.subjectId))
      .where(inArray(taughtSubjects.userId, ids))
      .orderBy(asc(taughtSubjects.position)),
    db
      .select({ userId: courseTeachers.userId, courseId: courseTeachers.courseId })
      .from(courseTeachers)
      .where(inArray(courseTeachers.userId, ids)),
  ]);
  const visible = (
    await coursesWithTeachers(
      db,
      links.map((link) => link.courseId),
    )
  ).filter((course) => seesCourse(viewer, course));
  return rows.map((row) => ({
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    subjects: taught.filter((entry) => entry.userId === row.id).map((entry) => entry.name),
    courses: visible
      .filter((course) => course.teachers.some((teacher) => teacher.username === row.username))
      .map(({ id, title }) => ({ id, title })),
    about: row.about,
    telegram: row.telegramId && row.showTelegram && row.telegramUsername ? row.telegramUsername : null,
  }));
}
