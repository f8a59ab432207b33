/**
 * Homework (issue 43) by the contract's rules: a student sees the assignments of the courses they read
 * with their status (`assignmentStatus`), a course's teachers and SENIOR and above see counts, hand-ins
 * after a check are 409, a score beyond its maximum is 400. Like the course handlers they keep no state:
 * a change is answered as the server would and forgotten.
 */
import type { HttpHandler } from 'msw';
import {
  ERROR_CODES,
  MESSAGES,
  REVIEW_QUEUE_PAGE_SIZE,
  assignmentStatus,
  editsCourse,
  managesCourses,
  mayTeach,
  readsCourseContent,
  secondsLate,
  type Assignment,
  type AssignmentStatus,
  type Gradebook,
  type Submission,
  type User,
} from '@school/contract';
import { WAITING_FOR_CHECK, ofAssignment, type MockAssignment } from '../homework-fixtures.ts';
import { fail, findUser, handle, ok, type MockContext } from '../handle.ts';
import { viewerOf, visibleCourse } from './courses.ts';

const notFound = () => fail(404, MESSAGES.assignmentNotFound, ERROR_CODES.notFound);
const forbidden = (message: string) => fail(403, message, ERROR_CODES.forbidden);
const badRequest = (message: string) => fail(400, message, ERROR_CODES.badRequest);

/** The viewer's role in the assignment's course, or undefined when they may not see it. */
function roleIn(ctx: MockContext, viewer: User, assignment: MockAssignment) {
  const course = visibleCourse(ctx, viewer, assignment.courseId);
  if (!course) return undefined;
  const teaches = editsCourse(viewer, course);
  const learns =
    !teaches &&
    (ctx.db.enrolments[course.id] ?? []).includes(viewer.username) &&
    readsCourseContent(viewerOf(ctx, viewer), course);
  return { course, teaches, learns };
}

const latestOf = (ctx: MockContext, assignmentId: string, username: string): Submission | undefined =>
  ctx.db.submissions
    .filter((work) => work.assignmentId === assignmentId && work.student.username === username)
    .sort((a, b) => b.version - a.version)[0];

function standing(ctx: MockContext, assignment: MockAssignment, username: string) {
  const terms = assignment.terms[username];
  const dueFor = terms?.dueAt ?? assignment.dueAt;
  const latest = latestOf(ctx, assignment.id, username);
  const status: AssignmentStatus = assignmentStatus({
    dueFor: Date.parse(dueFor),
    excused: terms?.excused ?? false,
    latest: latest ? { submittedAt: Date.parse(latest.submittedAt), status: latest.status } : null,
    now: Date.now(),
  });
  return { dueFor, status, latest };
}

const baseOf = ({ terms: _terms, ...assignment }: MockAssignment): Assignment => assignment;

function countsOf(ctx: MockContext, assignment: MockAssignment) {
  const students = ctx.db.enrolments[assignment.courseId] ?? [];
  const standings = students.map((username) => standing(ctx, assignment, username));
  return {
    submitted: standings.filter((one) => one.latest).length,
    unchecked: standings.filter((one) => one.latest?.status === 'submitted').length,
    checked: standings.filter((one) => one.latest?.status === 'checked').length,
    missing: standings.filter((one) => one.status === 'missing').length,
  };
}

/** The assignment as `viewer` reads it, or undefined when it is not theirs to read. */
export function assignmentFor(ctx: MockContext, viewer: User, assignment: MockAssignment): Assignment | undefined {
  const role = roleIn(ctx, viewer, assignment);
  if (role?.teaches) return { ...baseOf(assignment), counts: countsOf(ctx, assignment) };
  if (!role?.learns) return undefined;
  const { dueFor, status, latest } = standing(ctx, assignment, viewer.username);
  return {
    ...baseOf(assignment),
    status,
    dueFor,
    secondsLate: latest ? secondsLate(Date.parse(latest.submittedAt), Date.parse(dueFor)) : 0,
    ...(latest ? { submissionId: latest.id, comment: latest.comment } : {}),
    ...(latest?.status === 'checked' && latest.score !== null ? { score: latest.score } : {}),
    draft: ctx.db.drafts[`${assignment.id} ${viewer.username}`] ?? null,
  };
}

const findAssignment = (ctx: MockContext, id: string) => ctx.db.assignments.find((assignment) => assignment.id === id);

/** The unchecked latest versions `viewer` checks, oldest deadline first. */
export const waitingFor = (ctx: MockContext, viewer: User): Submission[] =>
  ctx.db.assignments
    .filter((assignment) => roleIn(ctx, viewer, assignment)?.teaches)
    .flatMap((assignment) =>
      (ctx.db.enrolments[assignment.courseId] ?? []).flatMap((username) => {
        const latest = latestOf(ctx, assignment.id, username);
        return latest?.status === 'submitted' ? [latest] : [];
      }),
    )
    .sort(
      (a, b) => Date.parse(a.dueFor) - Date.parse(b.dueFor) || Date.parse(a.submittedAt) - Date.parse(b.submittedAt),
    );

export const homeworkHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'assignments', ({ query, viewer }) => {
    const seen = ctx.db.assignments
      .filter((assignment) => query.courseId === undefined || assignment.courseId === query.courseId)
      .flatMap((assignment) => assignmentFor(ctx, viewer, assignment) ?? [])
      .filter((assignment) => query.status === undefined || assignment.status === query.status)
      .sort((a, b) => Date.parse(a.dueFor ?? a.dueAt) - Date.parse(b.dueFor ?? b.dueAt));
    return ok('assignments', seen);
  }),

  handle(ctx, 'createAssignment', ({ body, viewer }) => {
    const course = visibleCourse(ctx, viewer, body.courseId);
    if (!course) return fail(404, MESSAGES.courseNotFound, ERROR_CODES.notFound);
    if (!editsCourse(viewer, course)) return forbidden(MESSAGES.assignmentEditForbidden);
    return ok('createAssignment', { id: 'assignment-new' });
  }),

  ...(['updateAssignment', 'deleteAssignment'] as const).map((name) =>
    handle(ctx, name, ({ body, viewer }) => {
      const assignment = findAssignment(ctx, body.id);
      const role = assignment && roleIn(ctx, viewer, assignment);
      if (!role) return notFound();
      if (!role.teaches) return forbidden(MESSAGES.assignmentEditForbidden);
      return ok(name, { ok: true });
    }),
  ),

  handle(ctx, 'saveDraft', ({ body, viewer }) => {
    const assignment = findAssignment(ctx, body.assignmentId);
    const role = assignment && roleIn(ctx, viewer, assignment);
    if (!role) return notFound();
    if (!role.learns) return forbidden(MESSAGES.submissionForbidden);
    return ok('saveDraft', { savedAt: new Date().toISOString() });
  }),

  handle(ctx, 'submitWork', ({ body, viewer }) => {
    const assignment = findAssignment(ctx, body.assignmentId);
    const role = assignment && roleIn(ctx, viewer, assignment);
    if (!assignment || !role) return notFound();
    if (!role.learns) return forbidden(MESSAGES.submissionForbidden);
    const { dueFor, latest } = standing(ctx, assignment, viewer.username);
    if (latest?.status === 'checked') return fail(409, MESSAGES.submissionChecked, ERROR_CODES.conflict);
    if (latest?.status === 'returned' && !assignment.resubmit) {
      return fail(409, MESSAGES.submissionNoResubmit, ERROR_CODES.conflict);
    }
    const known = new Map(ctx.db.files.map((file) => [file.id, file]));
    if (body.fileIds.some((id) => !known.has(id))) return badRequest(MESSAGES.materialFileUnknown);
    const submittedAt = new Date().toISOString();
    const late = secondsLate(Date.parse(submittedAt), Date.parse(dueFor));
    return ok('submitWork', {
      id: 'submission-new',
      ...ofAssignment(assignment),
      dueFor,
      student: { username: viewer.username, firstName: viewer.firstName, lastName: viewer.lastName },
      version: (latest?.version ?? 0) + 1,
      text: body.text,
      fileIds: body.fileIds,
      files: body.fileIds.map((id) => known.get(id)!),
      submittedAt,
      late: late > 0,
      secondsLate: late,
      ...WAITING_FOR_CHECK,
    });
  }),

  handle(ctx, 'submissions', ({ query, viewer }) => {
    const assignment = findAssignment(ctx, query.assignmentId);
    const role = assignment && roleIn(ctx, viewer, assignment);
    if (!role) return notFound();
    const own = !role.teaches;
    if (own && (!role.learns || (query.username && query.username !== viewer.username))) {
      return forbidden(MESSAGES.reviewForbidden);
    }
    const username = own ? viewer.username : query.username;
    return ok(
      'submissions',
      ctx.db.submissions
        .filter((work) => work.assignmentId === query.assignmentId)
        .filter((work) => username === undefined || work.student.username === username)
        .sort((a, b) => a.student.lastName.localeCompare(b.student.lastName, 'ru') || b.version - a.version),
    );
  }),

  handle(ctx, 'reviewQueue', ({ query, viewer }) => {
    if (!mayTeach(viewer.roles) && !managesCourses(viewer.roles)) return forbidden(MESSAGES.reviewForbidden);
    const waiting = waitingFor(ctx, viewer).filter(
      (work) =>
        (query.courseId === undefined || work.courseId === query.courseId) &&
        (query.assignmentId === undefined || work.assignmentId === query.assignmentId),
    );
    return ok('reviewQueue', { items: waiting.slice(0, REVIEW_QUEUE_PAGE_SIZE), next: null });
  }),

  handle(ctx, 'checkWork', ({ body, viewer }) => {
    const work = ctx.db.submissions.find((candidate) => candidate.id === body.id);
    const assignment = work && findAssignment(ctx, work.assignmentId);
    const role = assignment && roleIn(ctx, viewer, assignment);
    if (!work || !role) return fail(404, MESSAGES.submissionNotFound, ERROR_CODES.notFound);
    if (!role.teaches) return forbidden(MESSAGES.reviewForbidden);
    if (work.criteria.length > 0) {
      const given = body.criteriaScores ?? [];
      if (body.decision === 'checked' && given.length !== work.criteria.length) {
        return badRequest(MESSAGES.criteriaScoresRequired);
      }
      const beyond = work.criteria.find((criterion, index) => (given[index] ?? 0) > criterion.maxPoints);
      if (beyond) return badRequest(MESSAGES.scoreAboveMax(beyond.maxPoints));
    } else {
      if (body.decision === 'checked' && body.score === undefined) return badRequest(MESSAGES.scoreRequired);
      if ((body.score ?? 0) > work.maxScore) return badRequest(MESSAGES.scoreAboveMax(work.maxScore));
    }
    return ok('checkWork', { ok: true });
  }),

  ...(['extendDeadline', 'excuse'] as const).map((name) =>
    handle(ctx, name, ({ body, viewer }) => {
      const assignment = findAssignment(ctx, body.assignmentId);
      const role = assignment && roleIn(ctx, viewer, assignment);
      if (!assignment || !role) return notFound();
      if (!role.teaches) return forbidden(MESSAGES.reviewForbidden);
      const student = findUser(ctx, body.username);
      if (!student || !(ctx.db.enrolments[assignment.courseId] ?? []).includes(student.username)) {
        return badRequest(MESSAGES.studentNotInCourse(body.username));
      }
      return ok(name, { ok: true });
    }),
  ),

  handle(ctx, 'gradebook', ({ query, viewer }) => {
    const course = visibleCourse(ctx, viewer, query.courseId);
    if (!course) return fail(404, MESSAGES.courseNotFound, ERROR_CODES.notFound);
    if (!editsCourse(viewer, course)) return forbidden(MESSAGES.reviewForbidden);
    const students = (ctx.db.enrolments[course.id] ?? [])
      .flatMap((username) => findUser(ctx, username) ?? [])
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'ru'));
    const tasks = ctx.db.assignments
      .filter((assignment) => assignment.courseId === course.id)
      .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
    const book: Gradebook = {
      students: students.map(({ username, firstName, lastName }) => ({ username, firstName, lastName })),
      assignments: tasks.map(({ id, title, dueAt, maxScore }) => ({ id, title, dueAt, maxScore })),
      cells: students.flatMap((student) =>
        tasks.map((task) => {
          const { status, latest } = standing(ctx, task, student.username);
          return {
            username: student.username,
            assignmentId: task.id,
            status,
            score: latest?.status === 'checked' ? latest.score : null,
          };
        }),
      ),
    };
    return ok('gradebook', book);
  }),
];
