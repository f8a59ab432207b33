/**
 * Who is in which course (issue 42): the courses an account is enrolled in and those it teaches.
 * The course, lesson and teachers rules of the contract read these lists; they are read here once.
 */
import type { CourseAccess, CourseStatus } from '@school/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, courseTeachers, enrollments, users } from '../db/schema/index.ts';

export interface CourseMembership {
  /** Courses the account is enrolled in as a student. */
  enrolled: string[];
  /** Courses the account teaches. */
  taught: string[];
}

export async function courseMembership(db: Db, userId: string): Promise<CourseMembership> {
  const [enrolled, taught] = await Promise.all([
    db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)),
    db.select({ id: courseTeachers.courseId }).from(courseTeachers).where(eq(courseTeachers.userId, userId)),
  ]);
  return { enrolled: enrolled.map((row) => row.id), taught: taught.map((row) => row.id) };
}

/** Enrolled or taught, once each: "the viewer's courses" of the lessons, the teachers page and the dashboard. */
export const ownCourseIds = ({ enrolled, taught }: CourseMembership): string[] => [
  ...new Set([...enrolled, ...taught]),
];

/** A course as the contract's course rules look at it (status and teachers in order), or undefined. */
export async function courseAccess(db: Db, courseId: string): Promise<(CourseAccess & { id: string }) | undefined> {
  const [course] = await db
    .select({ id: courses.id, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) return undefined;
  const teachers = await db
    .select({ username: users.username })
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.userId))
    .where(eq(courseTeachers.courseId, courseId))
    .orderBy(asc(courseTeachers.position));
  return { id: course.id, status: course.status as CourseStatus, teachers };
}
