/**
 * A course's gradebook (issue 43): its enrolled students by name, its assignments by deadline, and each
 * student's status and score on each, as JSON or as a CSV that Excel opens in Russian.
 */
import { ASSIGNMENT_STATUSES, type Gradebook, type SubmissionStatus } from '@school/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assignmentOverrides, assignments, enrollments, submissions, users } from '../db/schema/index.ts';
import { standing } from './assignments.ts';
import { homeworkRole, requireTeaching } from './homework-access.ts';
import type { CourseCaller } from './courses.ts';

export async function gradebook(db: Db, caller: CourseCaller, courseId: string, now = new Date()): Promise<Gradebook> {
  requireTeaching(await homeworkRole(db, caller, courseId));
  const [students, tasks] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.courseId, courseId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username)),
    db
      .select({
        id: assignments.id,
        title: assignments.title,
        dueAt: assignments.dueAt,
        maxScore: assignments.maxScore,
      })
      .from(assignments)
      .where(eq(assignments.courseId, courseId))
      .orderBy(asc(assignments.dueAt), asc(assignments.id)),
  ]);
  const ids = tasks.map((task) => task.id);
  const [latest, terms] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              assignmentId: submissions.assignmentId,
              userId: submissions.userId,
              submittedAt: submissions.submittedAt,
              status: submissions.status,
              score: submissions.score,
            })
            .from(submissions)
            .where(and(inArray(submissions.assignmentId, ids), eq(submissions.latest, true))),
          db.select().from(assignmentOverrides).where(inArray(assignmentOverrides.assignmentId, ids)),
        ]);
  const key = (assignmentId: string, userId: string) => `${assignmentId} ${userId}`;
  const latestBy = new Map(latest.map((row) => [key(row.assignmentId, row.userId), row]));
  const termsBy = new Map(terms.map((row) => [key(row.assignmentId, row.userId), row]));
  return {
    students: students.map(({ username, firstName, lastName }) => ({ username, firstName, lastName })),
    assignments: tasks.map((task) => ({ ...task, dueAt: task.dueAt.toISOString() })),
    cells: students.flatMap((student) =>
      tasks.map((task) => {
        const mine = latestBy.get(key(task.id, student.id));
        const { status } = standing(
          task,
          termsBy.get(key(task.id, student.id)),
          mine ? { submittedAt: mine.submittedAt, status: mine.status as SubmissionStatus } : undefined,
          now,
        );
        return {
          username: student.username,
          assignmentId: task.id,
          status,
          score: mine?.status === 'checked' ? mine.score : null,
        };
      }),
    ),
  };
}

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; a leading `=`, `+`, `-`
 * or `@` is prefixed with `'`, so a title or a name never runs as a formula in Excel.
 */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The gradebook as Excel opens it in a Russian locale: UTF-8 with a BOM, `;` between cells, CRLF. */
export function gradebookCsv(book: Gradebook): string {
  const byKey = new Map(book.cells.map((entry) => [`${entry.username} ${entry.assignmentId}`, entry]));
  const header = ['Ученик', 'Логин', ...book.assignments.map((task) => `${task.title} (из ${task.maxScore})`)];
  const rows = book.students.map((student) => [
    `${student.lastName} ${student.firstName}`.trim(),
    student.username,
    ...book.assignments.map((task) => {
      const entry = byKey.get(`${student.username} ${task.id}`)!;
      return entry.score === null ? ASSIGNMENT_STATUSES[entry.status] : String(entry.score);
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
