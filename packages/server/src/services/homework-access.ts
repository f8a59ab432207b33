/**
 * Who may do what with homework (issue 43), read once per call from the course an assignment is in:
 * its teachers and SENIOR and above set and check work (the contract's `editsCourse`); an enrolled
 * student of a course whose content they read (`readsCourseContent`: not a draft) hands it in. A
 * course the caller does not see at all answers 404, as an unknown one does.
 */
import { MESSAGES, editsCourse, readsCourseContent, seesCourse, type Criterion } from '@school/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assignmentOverrides, assignments, courses, enrollments, users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { courseAccess } from './course-membership.ts';
import { courseViewerOf, type CourseCaller } from './courses.ts';

/** What the caller is to one course's homework. */
export interface HomeworkRole {
  courseId: string;
  courseTitle: string;
  /** Sets, changes and checks its assignments. */
  teaches: boolean;
  /** Hands in its assignments. */
  learns: boolean;
}

/** The caller's role in `courseId`; 404 when it does not exist or the caller may not see it. */
export async function homeworkRole(db: Db, caller: CourseCaller, courseId: string): Promise<HomeworkRole> {
  const course = await courseAccess(db, courseId);
  const viewer = courseViewerOf(caller);
  if (!course || !seesCourse(viewer, course)) throw httpError(404, MESSAGES.courseNotFound);
  const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
  const teaches = editsCourse(viewer, course);
  return {
    courseId,
    courseTitle: row!.title,
    teaches,
    learns: !teaches && caller.membership.enrolled.includes(courseId) && readsCourseContent(viewer, course),
  };
}

export type AssignmentRow = typeof assignments.$inferSelect & { criteria: Criterion[] };

/** The assignment with the caller's role in its course; 404 when either is unknown or unseen. */
export async function assignmentFor(
  db: Db,
  caller: CourseCaller,
  id: string,
): Promise<{ assignment: AssignmentRow; role: HomeworkRole }> {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  if (!assignment) throw httpError(404, MESSAGES.assignmentNotFound);
  const role = await homeworkRole(db, caller, assignment.courseId).catch(() => {
    throw httpError(404, MESSAGES.assignmentNotFound);
  });
  return { assignment, role };
}

export function requireTeaching(role: HomeworkRole, message: string = MESSAGES.reviewForbidden): void {
  if (!role.teaches) throw forbiddenError(message);
}

export function requireLearning(role: HomeworkRole): void {
  if (!role.learns) throw forbiddenError(MESSAGES.submissionForbidden);
}

/** The enrolled student `username` of the course, or 400 in the caller's words. */
export async function enrolledStudent(db: Db, courseId: string, username: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(enrollments, and(eq(enrollments.userId, users.id), eq(enrollments.courseId, courseId)))
    .where(eq(users.username, username))
    .limit(1);
  if (!row) throw httpError(400, MESSAGES.studentNotInCourse(username));
  return row.id;
}

/** One student's own terms on assignments: an extended deadline, being excused. */
export interface StudentTerms {
  dueAt: Date | null;
  excused: boolean;
}

/** The terms of `userId` on `assignmentIds`, by assignment. */
export async function termsOf(
  db: Db,
  userId: string,
  assignmentIds: readonly string[],
): Promise<Map<string, StudentTerms>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      assignmentId: assignmentOverrides.assignmentId,
      dueAt: assignmentOverrides.dueAt,
      excused: assignmentOverrides.excused,
    })
    .from(assignmentOverrides)
    .where(and(eq(assignmentOverrides.userId, userId), inArray(assignmentOverrides.assignmentId, [...assignmentIds])));
  return new Map(rows.map((row) => [row.assignmentId, { dueAt: row.dueAt, excused: row.excused }]));
}
