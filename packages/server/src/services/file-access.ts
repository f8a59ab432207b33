import {
  MESSAGES,
  managesCourses,
  readsCourseContent,
  teachesCourse,
  type CourseStatus,
  type StoredFile,
} from '@school/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignmentFiles,
  assignments,
  courseTeachers,
  courses,
  enrollments,
  files,
  materials,
  submissionFiles,
  submissions,
  users,
} from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
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
 * - a file that something holds is readable by whoever may read that holder: a course's material or an
 *   assignment's task by the contract's `readsCourseContent` of its course (its teachers, its students
 *   unless it is a draft), the one rule the course page also uses, so a file is never readable where
 *   its link is hidden; a handed-in work's file by the student who handed it in and the course's teachers;
 * - a file nothing holds yet is its uploader's alone (the editor shows what was just uploaded).
 *
 * The caller answers 404 for false, as for an unknown id, so a refusal tells nothing of existence.
 */
export async function mayReadFile(db: Db, account: UserRow, file: FileHolderFacts): Promise<boolean> {
  if (managesCourses(account.roles)) return true;
  const [materialCourses, taskCourses, works] = await Promise.all([
    db
      .selectDistinct({ id: courses.id, status: courses.status })
      .from(materials)
      .innerJoin(courses, eq(courses.id, materials.courseId))
      .where(eq(materials.fileId, file.id)),
    db
      .selectDistinct({ id: courses.id, status: courses.status })
      .from(assignmentFiles)
      .innerJoin(assignments, eq(assignments.id, assignmentFiles.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignmentFiles.fileId, file.id)),
    db
      .selectDistinct({ courseId: assignments.courseId, studentId: submissions.userId })
      .from(submissionFiles)
      .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .where(eq(submissionFiles.fileId, file.id)),
  ]);
  const holders = [...materialCourses, ...taskCourses];
  if (holders.length === 0 && works.length === 0) return file.uploadedBy !== null && file.uploadedBy === account.id;
  if (works.some((work) => work.studentId === account.id)) return true;
  const ids = [...new Set([...holders.map((course) => course.id), ...works.map((work) => work.courseId)])];
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
  const teachersOf = (courseId: string) => teacherRows.filter((row) => row.courseId === courseId);
  return (
    works.some((work) => teachesCourse(viewer, { status: 'published', teachers: teachersOf(work.courseId) })) ||
    holders.some((course) =>
      readsCourseContent(viewer, {
        id: course.id,
        status: course.status as CourseStatus,
        teachers: teachersOf(course.id),
      }),
    )
  );
}

/**
 * May `editorId` attach `fileIds` to what they are saving (a material, a task, a handed-in work)? Each
 * must be their own upload, or one of `attached`, what the thing already holds; 400 otherwise, so
 * nobody attaches (and so opens to others) a file they were never given.
 */
export async function requireAttachable(
  db: Db,
  fileIds: readonly string[],
  editorId: string,
  attached: readonly string[] = [],
): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return;
  const usable = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, wanted),
        attached.length > 0
          ? or(eq(files.uploadedBy, editorId), inArray(files.id, [...attached]))
          : eq(files.uploadedBy, editorId),
      ),
    );
  if (usable.length !== wanted.length) throw httpError(400, MESSAGES.materialFileUnknown);
}

/** A table that attaches files to a holder, in order: a task's files, a hand-in's files. */
type FileLink = typeof assignmentFiles | typeof submissionFiles;

/** The files each holder of `link` holds, in their order, as the contract describes a stored file. */
export async function heldFiles(
  db: Db,
  link: FileLink,
  holder: typeof assignmentFiles.assignmentId | typeof submissionFiles.submissionId,
  ids: readonly string[],
): Promise<Map<string, StoredFile[]>> {
  const byHolder = new Map<string, StoredFile[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byHolder;
  const rows = await db
    .select({ holderId: holder, id: files.id, name: files.name, size: files.size, type: files.type })
    .from(link as typeof assignmentFiles)
    .innerJoin(files, eq(files.id, link.fileId))
    .where(inArray(holder, [...ids]))
    .orderBy(asc(link.position));
  for (const { holderId, ...file } of rows) byHolder.get(holderId)?.push(file);
  return byHolder;
}
