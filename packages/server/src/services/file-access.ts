import { managesCourses, readsCourseContent, type CourseStatus } from '@school/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseTeachers, courses, enrollments, materials, users } from '../db/schema/index.ts';
import type { UserRow } from './users.ts';

/** A stored file as far as the access rule looks at it. */
export interface FileHolderFacts {
  id: string;
  uploadedBy: string | null;
}

/**
 * May `account` download the file (api.md, GET /files/:id)? Asked on every download, never cached:
 *
 * - SENIOR and above may read any file;
 * - a file that something holds (today a course's material; assignments and submissions will join
 *   here) is readable by whoever may read that holder's content: for a course the contract's
 *   `readsCourseContent` (its teachers, its students unless it is a draft), the one rule the
 *   course page also uses, so a file is never readable where its material's link is hidden;
 * - a file nothing holds yet is its uploader's alone (the editor shows what was just uploaded).
 *
 * The caller answers 404 for false, as for an unknown id, so a refusal tells nothing of existence.
 */
export async function mayReadFile(db: Db, account: UserRow, file: FileHolderFacts): Promise<boolean> {
  if (managesCourses(account.roles)) return true;
  const holders = await db
    .selectDistinct({ id: courses.id, status: courses.status })
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .where(eq(materials.fileId, file.id));
  if (holders.length === 0) return file.uploadedBy !== null && file.uploadedBy === account.id;
  const ids = holders.map((course) => course.id);
  const [teacherRows, enrolledRows] = await Promise.all([
    db
      .select({ courseId: courseTeachers.courseId, username: users.username })
      .from(courseTeachers)
      .innerJoin(users, eq(users.id, courseTeachers.userId))
      .where(inArray(courseTeachers.courseId, ids)),
    db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(inArray(enrollments.courseId, ids), eq(enrollments.userId, account.id))),
  ]);
  const viewer = {
    username: account.username,
    roles: account.roles,
    enrolledCourseIds: enrolledRows.map((row) => row.courseId),
  };
  return holders.some((course) =>
    readsCourseContent(viewer, {
      id: course.id,
      status: course.status as CourseStatus,
      teachers: teacherRows.filter((row) => row.courseId === course.id),
    }),
  );
}
