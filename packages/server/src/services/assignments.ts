/**
 * Assignments (issue 43): a course's teachers set, change and delete them, extend a deadline or
 * excuse one student; everybody reads them as they stand to them: a student with their status (the
 * contract's `assignmentStatus`), a teacher with the numbers of their students' work.
 */
import {
  MESSAGES,
  assignmentStatus,
  managesCourses,
  scoringProblem,
  secondsLate,
  type Assignment,
  type AssignmentCounts,
  type AssignmentsQuery,
  type Criterion,
  type EndpointParsedBody,
  type ExcuseBody,
  type ExtendDeadlineBody,
  type StoredFile,
  type SubmissionStatus,
} from '@school/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignmentFiles,
  assignmentOverrides,
  assignments,
  courses,
  enrollments,
  submissionDrafts,
  submissions,
} from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { heldFiles, requireAttachable } from './file-access.ts';
import { courseViewerOf, type CourseCaller } from './courses.ts';
import {
  assignmentFor,
  enrolledStudent,
  homeworkRole,
  requireTeaching,
  termsOf,
  type AssignmentRow,
} from './homework-access.ts';

/** Files of each assignment in order. */
export const filesOfAssignments = (db: Db, ids: readonly string[]) =>
  heldFiles(db, assignmentFiles, assignmentFiles.assignmentId, ids);

/**
 * The numbers of each assignment over the course's enrolled students: handed in (any latest version),
 * waiting for a check, checked, and missing (nothing handed in, not excused, their deadline passed).
 */
export async function countsOf(db: Db, ids: readonly string[], now: Date): Promise<Map<string, AssignmentCounts>> {
  const counts = new Map<string, AssignmentCounts>(
    ids.map((id) => [id, { submitted: 0, unchecked: 0, checked: 0, missing: 0 }]),
  );
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: assignments.id,
      submitted: sql<number>`count(${submissions.id})::int`,
      unchecked: sql<number>`count(*) filter (where ${submissions.status} = 'submitted')::int`,
      checked: sql<number>`count(*) filter (where ${submissions.status} = 'checked')::int`,
      missing: sql<number>`count(*) filter (where ${submissions.id} is null and not coalesce(${assignmentOverrides.excused}, false) and coalesce(${assignmentOverrides.dueAt}, ${assignments.dueAt}) < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(assignments)
    .innerJoin(enrollments, eq(enrollments.courseId, assignments.courseId))
    .leftJoin(
      submissions,
      and(
        eq(submissions.assignmentId, assignments.id),
        eq(submissions.userId, enrollments.userId),
        eq(submissions.latest, true),
      ),
    )
    .leftJoin(
      assignmentOverrides,
      and(eq(assignmentOverrides.assignmentId, assignments.id), eq(assignmentOverrides.userId, enrollments.userId)),
    )
    .where(inArray(assignments.id, [...ids]))
    .groupBy(assignments.id);
  for (const { id, ...row } of rows) counts.set(id, row);
  return counts;
}

/** One student's latest versions of `ids`, by assignment. */
export async function latestOf(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0)
    return new Map<
      string,
      { id: string; submittedAt: Date; status: SubmissionStatus; score: number | null; comment: string }
    >();
  const rows = await db
    .select({
      assignmentId: submissions.assignmentId,
      id: submissions.id,
      submittedAt: submissions.submittedAt,
      status: submissions.status,
      score: submissions.score,
      comment: submissions.comment,
    })
    .from(submissions)
    .where(
      and(eq(submissions.userId, userId), eq(submissions.latest, true), inArray(submissions.assignmentId, [...ids])),
    );
  return new Map(
    rows.map(({ assignmentId, ...row }) => [assignmentId, { ...row, status: row.status as SubmissionStatus }]),
  );
}

/** A student's standing on one assignment: their deadline, status and lateness. */
export function standing(
  assignment: Pick<AssignmentRow, 'dueAt'>,
  terms: { dueAt: Date | null; excused: boolean } | undefined,
  latest: { submittedAt: Date; status: SubmissionStatus } | undefined,
  now: Date,
) {
  const dueFor = terms?.dueAt ?? assignment.dueAt;
  const status = assignmentStatus({
    dueFor: dueFor.getTime(),
    excused: terms?.excused ?? false,
    latest: latest ? { submittedAt: latest.submittedAt.getTime(), status: latest.status } : null,
    now: now.getTime(),
  });
  return { dueFor, status, secondsLate: latest ? secondsLate(latest.submittedAt.getTime(), dueFor.getTime()) : 0 };
}

const baseOf = (row: AssignmentRow & { courseTitle: string }, attached: StoredFile[]): Assignment => ({
  id: row.id,
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  title: row.title,
  body: row.body,
  fileIds: attached.map((file) => file.id),
  files: attached,
  dueAt: row.dueAt.toISOString(),
  maxScore: row.maxScore,
  criteria: row.criteria,
  resubmit: row.resubmit,
});

/**
 * GET /api/assignments: a student's of the courses they are enrolled in (and read), with their status;
 * a teacher's of the taught courses with counts; every course's for SENIOR and above.
 */
export async function listAssignments(
  db: Db,
  caller: CourseCaller,
  query: AssignmentsQuery,
  now = new Date(),
): Promise<Assignment[]> {
  const viewer = courseViewerOf(caller);
  const staff = managesCourses(viewer.roles);
  const taught = caller.membership.taught;
  const enrolled = caller.membership.enrolled;
  const scope = staff ? null : [...new Set([...taught, ...enrolled])];
  if (scope && scope.length === 0) return [];
  const rows = await db
    .select({ assignment: assignments, courseTitle: courses.title, courseStatus: courses.status })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(
      and(
        scope ? inArray(assignments.courseId, scope) : undefined,
        query.courseId ? eq(assignments.courseId, query.courseId) : undefined,
      ),
    )
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
  /* A student's of a draft course stay hidden, as the course's content does. */
  const teachingIds = new Set(staff ? rows.map((row) => row.assignment.courseId) : taught);
  const visible = rows.filter((row) => teachingIds.has(row.assignment.courseId) || row.courseStatus !== 'draft');
  const ids = visible.map((row) => row.assignment.id);
  const teachingRows = visible.filter((row) => teachingIds.has(row.assignment.courseId));
  const learningRows = visible.filter((row) => !teachingIds.has(row.assignment.courseId));
  const learningIds = learningRows.map((row) => row.assignment.id);
  const [attachedById, counts, terms, latest, drafts] = await Promise.all([
    filesOfAssignments(db, ids),
    countsOf(
      db,
      teachingRows.map((row) => row.assignment.id),
      now,
    ),
    termsOf(db, caller.account.id, learningIds),
    latestOf(db, caller.account.id, learningIds),
    learningIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            assignmentId: submissionDrafts.assignmentId,
            text: submissionDrafts.text,
            savedAt: submissionDrafts.savedAt,
          })
          .from(submissionDrafts)
          .where(
            and(eq(submissionDrafts.userId, caller.account.id), inArray(submissionDrafts.assignmentId, learningIds)),
          ),
  ]);
  const draftById = new Map(drafts.map((draft) => [draft.assignmentId, draft]));
  const answer = visible.map(({ assignment, courseTitle }): Assignment => {
    const base = baseOf({ ...assignment, courseTitle }, attachedById.get(assignment.id)!);
    if (teachingIds.has(assignment.courseId)) return { ...base, counts: counts.get(assignment.id)! };
    const mine = latest.get(assignment.id);
    const { dueFor, status, secondsLate: late } = standing(assignment, terms.get(assignment.id), mine, now);
    const draft = draftById.get(assignment.id);
    return {
      ...base,
      status,
      dueFor: dueFor.toISOString(),
      secondsLate: late,
      ...(mine ? { submissionId: mine.id, comment: mine.comment } : {}),
      ...(mine?.score !== null && mine?.score !== undefined && mine.status === 'checked' ? { score: mine.score } : {}),
      draft: draft ? { text: draft.text, savedAt: draft.savedAt.toISOString() } : null,
    };
  });
  return query.status ? answer.filter((assignment) => assignment.status === query.status) : answer;
}

const maxOf = (criteria: readonly Criterion[], maxScore: number | undefined): number =>
  criteria.length > 0 ? criteria.reduce((sum, criterion) => sum + criterion.maxPoints, 0) : maxScore!;

async function setFiles(tx: Db, assignmentId: string, fileIds: readonly string[]): Promise<void> {
  await tx.delete(assignmentFiles).where(eq(assignmentFiles.assignmentId, assignmentId));
  if (fileIds.length > 0) {
    await tx.insert(assignmentFiles).values(fileIds.map((fileId, position) => ({ assignmentId, fileId, position })));
  }
}

/** create-assignment: by a course's teacher or SENIOR and above; the files must be the author's uploads. */
export async function createAssignment(
  db: Db,
  caller: CourseCaller,
  body: EndpointParsedBody<'createAssignment'>,
): Promise<string> {
  const role = await homeworkRole(db, caller, body.courseId);
  requireTeaching(role, MESSAGES.assignmentEditForbidden);
  await requireAttachable(db, body.fileIds, caller.account.id);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(assignments)
      .values({
        courseId: body.courseId,
        title: body.title,
        body: body.body,
        dueAt: new Date(body.dueAt),
        maxScore: maxOf(body.criteria, body.maxScore),
        criteria: body.criteria,
        resubmit: body.resubmit,
        createdBy: caller.account.id,
      })
      .returning({ id: assignments.id });
    await setFiles(tx, created!.id, body.fileIds);
    return created!.id;
  });
}

/**
 * update-assignment: the fields sent, merged over the stored ones. Once a work is checked its scoring
 * (criteria, maximum) stays as it was checked against: 409.
 */
export async function updateAssignment(
  db: Db,
  caller: CourseCaller,
  body: EndpointParsedBody<'updateAssignment'>,
): Promise<void> {
  const { assignment, role } = await assignmentFor(db, caller, body.id);
  requireTeaching(role, MESSAGES.assignmentEditForbidden);
  const scoringSent = body.criteria !== undefined || body.maxScore !== undefined;
  const criteria = body.criteria ?? (body.maxScore !== undefined ? [] : assignment.criteria);
  const maxScore = body.maxScore ?? (criteria.length > 0 ? undefined : assignment.maxScore);
  const problem = scoringProblem({ criteria, maxScore });
  if (problem) throw httpError(400, problem);
  const newMax = maxOf(criteria, maxScore);
  const scoringChanges =
    scoringSent && (newMax !== assignment.maxScore || JSON.stringify(criteria) !== JSON.stringify(assignment.criteria));
  if (scoringChanges) {
    const [checked] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.status, 'checked')))
      .limit(1);
    if (checked) throw httpError(409, MESSAGES.assignmentScoringLocked);
  }
  if (body.fileIds) {
    const attached = (await filesOfAssignments(db, [assignment.id])).get(assignment.id)!.map((file) => file.id);
    await requireAttachable(db, body.fileIds, caller.account.id, attached);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.body === undefined ? {} : { body: body.body }),
        ...(body.dueAt === undefined ? {} : { dueAt: new Date(body.dueAt) }),
        ...(body.resubmit === undefined ? {} : { resubmit: body.resubmit }),
        criteria,
        maxScore: newMax,
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, assignment.id));
    if (body.fileIds) await setFiles(tx, assignment.id, body.fileIds);
  });
}

/** delete-assignment: with every version handed in for it. */
export async function deleteAssignment(db: Db, caller: CourseCaller, id: string): Promise<void> {
  const { assignment, role } = await assignmentFor(db, caller, id);
  requireTeaching(role, MESSAGES.assignmentEditForbidden);
  await db.delete(assignments).where(eq(assignments.id, assignment.id));
}

/** extend-deadline and excuse: one enrolled student's own terms, by the assignment's teachers. */
export async function setTerms(
  db: Db,
  caller: CourseCaller,
  body: ExtendDeadlineBody | (ExcuseBody & { excused: boolean }),
): Promise<void> {
  const { assignment, role } = await assignmentFor(db, caller, body.assignmentId);
  requireTeaching(role);
  const userId = await enrolledStudent(db, assignment.courseId, body.username);
  const change = 'until' in body ? { dueAt: new Date(body.until) } : { excused: body.excused };
  await db
    .insert(assignmentOverrides)
    .values({ assignmentId: assignment.id, userId, ...change })
    .onConflictDoUpdate({ target: [assignmentOverrides.assignmentId, assignmentOverrides.userId], set: change });
}
