/**
 * Homework (issue 43, api.md "Homework"): the business constants and the one rule of a student's
 * status. Apart from `constants.ts` so the app's first download, which reads that file, does not
 * carry them.
 */

/** A student's standing on one assignment, with the label the pages show. */
export const ASSIGNMENT_STATUSES = {
  'not-submitted': 'Не сдано',
  submitted: 'Сдано',
  late: 'Сдано с опозданием',
  missing: 'Не сдано в срок',
  excused: 'Освобожден',
  returned: 'На доработке',
  checked: 'Проверено',
} as const;
export type AssignmentStatus = keyof typeof ASSIGNMENT_STATUSES;
export const ASSIGNMENT_STATUS_NAMES = [
  'not-submitted',
  'submitted',
  'late',
  'missing',
  'excused',
  'returned',
  'checked',
] as const satisfies readonly AssignmentStatus[];

/** Where a handed-in version stands: waiting for a check, sent back for rework, or checked. */
export const SUBMISSION_STATUS_NAMES = ['submitted', 'returned', 'checked'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUS_NAMES)[number];

export const ASSIGNMENT_TITLE_MAX_LENGTH = 200;
/** The task text's Markdown, as a text material's. */
export const ASSIGNMENT_BODY_MAX_LENGTH = 50_000;
/** An assignment's maximum score, or the sum of its criteria's points. */
export const ASSIGNMENT_SCORE_MIN = 1;
export const ASSIGNMENT_SCORE_MAX = 100;
export const ASSIGNMENT_CRITERIA_MAX = 20;
export const CRITERION_TITLE_MAX_LENGTH = 200;
/** Files a teacher attaches to a task, and a student to one handed-in version. */
export const ASSIGNMENT_FILES_MAX = 10;
export const SUBMISSION_FILES_MAX = 10;
export const SUBMISSION_TEXT_MAX_LENGTH = 20_000;
export const CHECK_COMMENT_MAX_LENGTH = 5000;
/** Marks on one file page, and the words of one text mark. */
export const MARKS_PER_PAGE_MAX = 200;
export const MARK_TEXT_MAX_LENGTH = 200;
export const PEN_POINTS_MAX = 500;
/** GET /api/review-queue: works a page. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;
/** The dashboard's 'Текущие дедлайны': how many it lists. */
export const DASHBOARD_DEADLINES_MAX = 5;

/** What decides a student's status; instants as epoch milliseconds. */
export interface StatusFacts {
  /** The student's deadline: the assignment's, or their extension. */
  dueFor: number;
  excused: boolean;
  /** The student's latest handed-in version, if any. */
  latest: { submittedAt: number; status: SubmissionStatus } | null;
  now: number;
}

/**
 * A student's status on an assignment, as Canvas computes it: excused above all; then the latest
 * version's check (checked, returned); a version waiting for a check is late when it came after the
 * deadline (at the deadline's very millisecond is in time); nothing handed in is missing once the
 * deadline has passed.
 */
export function assignmentStatus({ dueFor, excused, latest, now }: StatusFacts): AssignmentStatus {
  if (excused) return 'excused';
  if (latest) {
    if (latest.status !== 'submitted') return latest.status;
    return latest.submittedAt > dueFor ? 'late' : 'submitted';
  }
  return now > dueFor ? 'missing' : 'not-submitted';
}

/** Seconds a version came after the deadline; 0 when in time. */
export const secondsLate = (submittedAt: number, dueFor: number): number =>
  Math.max(0, Math.ceil((submittedAt - dueFor) / 1000));
