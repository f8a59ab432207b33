/**
 * Handed-in work (issue 43): the student's draft as they type, each hand-in a new version (every one
 * kept), the versions as their readers see them, the teachers' queue of unchecked work and the check.
 * A student reads only their own; a teacher only those of the courses they teach; SENIOR and above all.
 */
import {
  MESSAGES,
  REVIEW_QUEUE_PAGE_SIZE,
  managesCourses,
  mayTeach,
  type CheckWorkBody,
  type Criterion,
  type EndpointParsedBody,
  type FileMarks,
  type ReviewQueue,
  type ReviewQueueQuery,
  type SaveDraftBody,
  type Submission,
  type SubmissionStatus,
} from '@school/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  assignmentOverrides,
  assignments,
  courses,
  enrollments,
  submissionDrafts,
  submissionFiles,
  submissions,
  users,
} from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { heldFiles, requireAttachable } from './file-access.ts';
import { assignmentFor, requireLearning, requireTeaching } from './homework-access.ts';
import type { CourseCaller } from './courses.ts';

const checkers = alias(users, 'checkers');

/** A version with what its readers see beside it: the student, the assignment and the student's deadline. */
const submissionColumns = {
  id: submissions.id,
  assignmentId: submissions.assignmentId,
  version: submissions.version,
  text: submissions.text,
  submittedAt: submissions.submittedAt,
  status: submissions.status,
  criteriaScores: submissions.criteriaScores,
  score: submissions.score,
  comment: submissions.comment,
  marks: submissions.marks,
  checkedAt: submissions.checkedAt,
  checkedBy: checkers.username,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  assignmentTitle: assignments.title,
  maxScore: assignments.maxScore,
  criteria: assignments.criteria,
  assignmentDueAt: assignments.dueAt,
  courseId: assignments.courseId,
  courseTitle: courses.title,
  dueFor: sql<Date>`coalesce(${assignmentOverrides.dueAt}, ${assignments.dueAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
};

const selectSubmissions = (db: Db) =>
  db
    .select(submissionColumns)
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(checkers, eq(checkers.id, submissions.checkedBy))
    .leftJoin(
      assignmentOverrides,
      and(
        eq(assignmentOverrides.assignmentId, submissions.assignmentId),
        eq(assignmentOverrides.userId, submissions.userId),
      ),
    );

type SubmissionRow = Awaited<ReturnType<ReturnType<typeof selectSubmissions>['where']>>[number];

const filesOfSubmissions = (db: Db, ids: readonly string[]) =>
  heldFiles(db, submissionFiles, submissionFiles.submissionId, ids);

async function toSubmissions(db: Db, rows: readonly SubmissionRow[]): Promise<Submission[]> {
  const attached = await filesOfSubmissions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const late = Math.max(0, Math.ceil((row.submittedAt.getTime() - row.dueFor.getTime()) / 1000));
    const own = attached.get(row.id)!;
    return {
      id: row.id,
      assignmentId: row.assignmentId,
      assignmentTitle: row.assignmentTitle,
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      student: { username: row.username, firstName: row.firstName, lastName: row.lastName },
      version: row.version,
      text: row.text,
      fileIds: own.map((file) => file.id),
      files: own,
      submittedAt: row.submittedAt.toISOString(),
      dueFor: row.dueFor.toISOString(),
      late: late > 0,
      secondsLate: late,
      status: row.status as SubmissionStatus,
      maxScore: row.maxScore,
      criteria: row.criteria as Criterion[],
      criteriaScores: row.criteriaScores,
      score: row.score,
      comment: row.comment,
      marks: row.marks,
      checkedBy: row.checkedBy,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    };
  });
}

/** save-draft: the enrolled student's text as it stands; a later save replaces it. */
export async function saveDraft(db: Db, caller: CourseCaller, body: SaveDraftBody, now = new Date()) {
  const { assignment, role } = await assignmentFor(db, caller, body.assignmentId);
  requireLearning(role);
  await db
    .insert(submissionDrafts)
    .values({ assignmentId: assignment.id, userId: caller.account.id, text: body.text, savedAt: now })
    .onConflictDoUpdate({
      target: [submissionDrafts.assignmentId, submissionDrafts.userId],
      set: { text: body.text, savedAt: now },
    });
  return { savedAt: now.toISOString() };
}

/**
 * submit-work: a new version, the one that counts from now on. After the deadline it is marked late,
 * never refused; once checked, or returned on an assignment without resubmission, 409. The student's
 * enrolment row is locked for the transaction, so two hand-ins at once make two versions, not an error.
 */
export async function submitWork(
  db: Db,
  caller: CourseCaller,
  body: EndpointParsedBody<'submitWork'>,
  now = new Date(),
): Promise<Submission> {
  const { assignment, role } = await assignmentFor(db, caller, body.assignmentId);
  requireLearning(role);
  const userId = caller.account.id;
  await requireAttachable(db, body.fileIds, userId);
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(and(eq(enrollments.courseId, assignment.courseId), eq(enrollments.userId, userId)))
      .for('update');
    const [latest] = await tx
      .select({ id: submissions.id, version: submissions.version, status: submissions.status })
      .from(submissions)
      .where(
        and(eq(submissions.assignmentId, assignment.id), eq(submissions.userId, userId), eq(submissions.latest, true)),
      )
      .limit(1);
    if (latest?.status === 'checked') throw httpError(409, MESSAGES.submissionChecked);
    if (latest?.status === 'returned' && !assignment.resubmit) throw httpError(409, MESSAGES.submissionNoResubmit);
    if (latest) await tx.update(submissions).set({ latest: false }).where(eq(submissions.id, latest.id));
    const [created] = await tx
      .insert(submissions)
      .values({
        assignmentId: assignment.id,
        userId,
        version: (latest?.version ?? 0) + 1,
        text: body.text,
        submittedAt: now,
      })
      .returning({ id: submissions.id });
    if (body.fileIds.length > 0) {
      await tx
        .insert(submissionFiles)
        .values(body.fileIds.map((fileId, position) => ({ submissionId: created!.id, fileId, position })));
    }
    await tx
      .delete(submissionDrafts)
      .where(and(eq(submissionDrafts.assignmentId, assignment.id), eq(submissionDrafts.userId, userId)));
    return created!.id;
  });
  const [row] = await selectSubmissions(db).where(eq(submissions.id, id));
  return (await toSubmissions(db, [row!]))[0]!;
}

/** GET /api/submissions: every version, newest first per student; a student only their own. */
export async function listSubmissions(
  db: Db,
  caller: CourseCaller,
  query: { assignmentId: string; username?: string },
): Promise<Submission[]> {
  const { assignment, role } = await assignmentFor(db, caller, query.assignmentId);
  const own = !role.teaches;
  if (
    own &&
    (!caller.membership.enrolled.includes(assignment.courseId) ||
      (query.username && query.username !== caller.account.username))
  ) {
    throw forbiddenError(MESSAGES.reviewForbidden);
  }
  const rows = await selectSubmissions(db)
    .where(
      and(
        eq(submissions.assignmentId, assignment.id),
        own ? eq(submissions.userId, caller.account.id) : undefined,
        !own && query.username ? eq(users.username, query.username) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username), sql`${submissions.version} desc`);
  return toSubmissions(db, rows);
}

/** The queue's order and page position: the student's deadline, then the hand-in, then the id. */
interface QueueCursor {
  dueFor: string;
  submittedAt: string;
  id: string;
}

const encodeCursor = (cursor: QueueCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): QueueCursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString()) as QueueCursor;
    if (
      typeof cursor.id === 'string' &&
      !Number.isNaN(Date.parse(cursor.dueFor)) &&
      !Number.isNaN(Date.parse(cursor.submittedAt))
    ) {
      return cursor;
    }
  } catch {
    /* falls through to the 400 */
  }
  throw httpError(400, MESSAGES.cursorInvalid);
}

/** Latest versions waiting for a check in the courses the caller checks (every course for SENIOR and above). */
export function waitingWhere(caller: CourseCaller): SQL | undefined {
  const waiting = and(eq(submissions.latest, true), eq(submissions.status, 'submitted'));
  if (managesCourses(caller.account.roles)) return waiting;
  const taught = caller.membership.taught;
  return taught.length === 0 ? sql`false` : and(waiting, inArray(assignments.courseId, taught));
}

/** GET /api/review-queue: unchecked work of the caller's courses, oldest deadline first, a page at a time. */
export async function reviewQueue(db: Db, caller: CourseCaller, query: ReviewQueueQuery): Promise<ReviewQueue> {
  const roles = caller.account.roles;
  if (!managesCourses(roles) && !mayTeach(roles) && caller.membership.taught.length === 0) {
    throw forbiddenError(MESSAGES.reviewForbidden);
  }
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const dueFor = submissionColumns.dueFor;
  const rows = await selectSubmissions(db)
    .where(
      and(
        waitingWhere(caller),
        query.courseId ? eq(assignments.courseId, query.courseId) : undefined,
        query.assignmentId ? eq(submissions.assignmentId, query.assignmentId) : undefined,
        after
          ? sql`(${dueFor}, ${submissions.submittedAt}, ${submissions.id}) > (${new Date(after.dueFor).toISOString()}::timestamptz, ${new Date(after.submittedAt).toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(dueFor, asc(submissions.submittedAt), asc(submissions.id))
    .limit(REVIEW_QUEUE_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEW_QUEUE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await toSubmissions(db, page),
    next:
      rows.length > REVIEW_QUEUE_PAGE_SIZE && last
        ? encodeCursor({ dueFor: last.dueFor.toISOString(), submittedAt: last.submittedAt.toISOString(), id: last.id })
        : null,
  };
}

/** The points of a check against the assignment's scoring; 400 beyond a maximum or missing for 'checked'. */
function scoreOf(
  body: { criteriaScores?: number[]; score?: number; decision: 'checked' | 'returned' },
  scoring: { maxScore: number; criteria: readonly Criterion[] },
): { criteriaScores: number[]; score: number | null } {
  if (scoring.criteria.length > 0) {
    const given = body.criteriaScores;
    if (!given || given.length === 0) {
      if (body.decision === 'checked') throw httpError(400, MESSAGES.criteriaScoresRequired);
      return { criteriaScores: [], score: null };
    }
    if (given.length !== scoring.criteria.length) throw httpError(400, MESSAGES.criteriaScoresRequired);
    given.forEach((points, index) => {
      const max = scoring.criteria[index]!.maxPoints;
      if (points > max) throw httpError(400, MESSAGES.scoreAboveMax(max));
    });
    return { criteriaScores: given, score: given.reduce((sum, points) => sum + points, 0) };
  }
  if (body.score === undefined) {
    if (body.decision === 'checked') throw httpError(400, MESSAGES.scoreRequired);
    return { criteriaScores: [], score: null };
  }
  if (body.score > scoring.maxScore) throw httpError(400, MESSAGES.scoreAboveMax(scoring.maxScore));
  return { criteriaScores: [], score: body.score };
}

/**
 * check-work: the latest version only (a version the student has replaced since is 409), by the
 * assignment's teachers. Marks may only be on the version's own files.
 */
export async function checkWork(
  db: Db,
  caller: CourseCaller,
  body: EndpointParsedBody<'checkWork'> & CheckWorkBody,
  now = new Date(),
): Promise<void> {
  const [found] = await db
    .select({ assignmentId: submissions.assignmentId })
    .from(submissions)
    .where(eq(submissions.id, body.id))
    .limit(1);
  if (!found) throw httpError(404, MESSAGES.submissionNotFound);
  const { assignment, role } = await assignmentFor(db, caller, found.assignmentId).catch(() => {
    throw httpError(404, MESSAGES.submissionNotFound);
  });
  requireTeaching(role);
  const points = scoreOf(body, assignment);
  const marks = body.marks as FileMarks[];
  if (marks.length > 0) {
    const own = new Set((await filesOfSubmissions(db, [body.id])).get(body.id)!.map((file) => file.id));
    if (marks.some((mark) => !own.has(mark.fileId))) throw httpError(400, MESSAGES.marksInvalid);
  }
  const updated = await db
    .update(submissions)
    .set({
      status: body.decision,
      ...points,
      comment: body.comment ?? '',
      marks,
      checkedBy: caller.account.id,
      checkedAt: now,
    })
    .where(and(eq(submissions.id, body.id), eq(submissions.latest, true)))
    .returning({ id: submissions.id });
  if (updated.length === 0) throw httpError(409, MESSAGES.submissionReplaced);
}
