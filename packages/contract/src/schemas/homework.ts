/** Homework: assignments, handed-in work, checking and the gradebook (issue 43, api.md "Homework"). */
import { z } from 'zod';
import { ID_MAX_LENGTH, LOGIN_MAX_LENGTH } from '../constants.ts';
import {
  ASSIGNMENT_BODY_MAX_LENGTH,
  ASSIGNMENT_CRITERIA_MAX,
  ASSIGNMENT_FILES_MAX,
  ASSIGNMENT_SCORE_MAX,
  ASSIGNMENT_SCORE_MIN,
  ASSIGNMENT_STATUS_NAMES,
  ASSIGNMENT_TITLE_MAX_LENGTH,
  CHECK_COMMENT_MAX_LENGTH,
  CRITERION_TITLE_MAX_LENGTH,
  MARK_TEXT_MAX_LENGTH,
  MARKS_PER_PAGE_MAX,
  PEN_POINTS_MAX,
  SUBMISSION_FILES_MAX,
  SUBMISSION_STATUS_NAMES,
  SUBMISSION_TEXT_MAX_LENGTH,
} from '../homework.ts';
import { MESSAGES } from '../messages.ts';
import { callerText, idSchema, instantSchema, multilineText, requiredText, typeError } from './common.ts';
import { fileSchema } from './courses.ts';

// --- objects ------------------------------------------------------------------------------

export const criterionSchema = z.object({
  title: requiredText(CRITERION_TITLE_MAX_LENGTH, MESSAGES.criterionTitleRequired),
  maxPoints: z
    .number({ error: MESSAGES.criterionPointsInvalid })
    .int({ error: MESSAGES.criterionPointsInvalid })
    .min(ASSIGNMENT_SCORE_MIN, { error: MESSAGES.criterionPointsInvalid })
    .max(ASSIGNMENT_SCORE_MAX, { error: MESSAGES.criterionPointsInvalid }),
});
export type Criterion = z.infer<typeof criterionSchema>;

/** An assignment's numbers for its teachers: work waiting for a check, checked, and nothing handed in past the deadline. */
export const assignmentCountsSchema = z.object({
  submitted: z.number().int(),
  unchecked: z.number().int(),
  checked: z.number().int(),
  missing: z.number().int(),
});
export type AssignmentCounts = z.infer<typeof assignmentCountsSchema>;

/** The student's unsent text, saved as they type (on the server, so another device finds it). */
export const draftSchema = z.object({ text: z.string(), savedAt: z.string() });
export type HomeworkDraft = z.infer<typeof draftSchema>;

/**
 * GET /api/assignments: an assignment. A student also gets their `status`, `dueFor` (their deadline,
 * after an extension), `secondsLate`, `score`, `comment` and `submissionId` of the latest version and
 * their draft; its teachers (and SENIOR and above) get `counts`.
 */
export const assignmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  /** The task's Markdown, formulas in TeX, as a text material's. */
  body: z.string(),
  fileIds: z.array(z.string()),
  files: z.array(fileSchema),
  dueAt: z.string(),
  /** The most a work can score: the criteria's sum when there are criteria. */
  maxScore: z.number().int(),
  criteria: z.array(z.object({ title: z.string(), maxPoints: z.number().int() })),
  /** May a work returned for rework be handed in again? */
  resubmit: z.boolean(),
  variantId: z.string().optional(),
  status: z.enum(ASSIGNMENT_STATUS_NAMES).optional(),
  dueFor: z.string().optional(),
  secondsLate: z.number().int().optional(),
  score: z.number().int().optional(),
  comment: z.string().optional(),
  submissionId: z.string().optional(),
  draft: draftSchema.nullable().optional(),
  counts: assignmentCountsSchema.optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

const unit = z.number({ error: MESSAGES.marksInvalid }).min(0, { error: MESSAGES.marksInvalid }).max(1, {
  error: MESSAGES.marksInvalid,
});
const markText = requiredText(MARK_TEXT_MAX_LENGTH, MESSAGES.marksInvalid);

/**
 * One mark a teacher draws over a photo or a PDF page, in fractions of the page's width and height
 * (0 to 1), so it lands on the same spot at any size: a pen stroke, a tick, a cross, a short text.
 */
export const markItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('pen'),
      points: z
        /* [x, y] pairs; an array of two, not a tuple, which OpenAPI 3.0 can only write as a repeated anyOf. */
        .array(z.array(unit).length(2, { error: MESSAGES.marksInvalid }), { error: MESSAGES.marksInvalid })
        .min(1, { error: MESSAGES.marksInvalid })
        .max(PEN_POINTS_MAX, { error: MESSAGES.marksInvalid }),
    }),
    z.object({ kind: z.literal('tick'), x: unit, y: unit }),
    z.object({ kind: z.literal('cross'), x: unit, y: unit }),
    z.object({ kind: z.literal('text'), x: unit, y: unit, text: markText }),
  ],
  { error: MESSAGES.marksInvalid },
);
export type MarkItem = z.infer<typeof markItemSchema>;

/** The marks of one page of a handed-in file (page 1 for a photo): a layer kept apart from the file. */
export const fileMarksSchema = z.object({
  fileId: requiredText(ID_MAX_LENGTH, MESSAGES.marksInvalid),
  page: z.number({ error: MESSAGES.marksInvalid }).int({ error: MESSAGES.marksInvalid }).min(1, {
    error: MESSAGES.marksInvalid,
  }),
  items: z
    .array(markItemSchema, { error: MESSAGES.marksInvalid })
    .max(MARKS_PER_PAGE_MAX, { error: MESSAGES.marksInvalid }),
});
export type FileMarks = z.infer<typeof fileMarksSchema>;

export const personSchema = z.object({ username: z.string(), firstName: z.string(), lastName: z.string() });
export type Person = z.infer<typeof personSchema>;

/** One handed-in version of a student's work, with its check once there is one. */
export const submissionSchema = z.object({
  id: z.string(),
  assignmentId: z.string(),
  assignmentTitle: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  student: personSchema,
  /** 1 for the first version; each new hand-in adds one, every version is kept. */
  version: z.number().int(),
  text: z.string(),
  fileIds: z.array(z.string()),
  files: z.array(fileSchema),
  submittedAt: z.string(),
  /** The student's deadline when this version was read. */
  dueFor: z.string(),
  late: z.boolean(),
  secondsLate: z.number().int(),
  status: z.enum(SUBMISSION_STATUS_NAMES),
  maxScore: z.number().int(),
  criteria: z.array(z.object({ title: z.string(), maxPoints: z.number().int() })),
  criteriaScores: z.array(z.number().int()),
  score: z.number().int().nullable(),
  comment: z.string(),
  marks: z.array(fileMarksSchema),
  /** The username of the teacher who checked or returned it. */
  checkedBy: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.array(submissionSchema);

export const reviewQueueSchema = z.object({
  items: z.array(submissionSchema),
  /** The cursor of the next page, or null on the last one. */
  next: z.string().nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/gradebook: students by name, assignments by deadline, and one cell for each pair. */
export const gradebookSchema = z.object({
  students: z.array(personSchema),
  assignments: z.array(z.object({ id: z.string(), title: z.string(), dueAt: z.string(), maxScore: z.number().int() })),
  cells: z.array(
    z.object({
      username: z.string(),
      assignmentId: z.string(),
      status: z.enum(ASSIGNMENT_STATUS_NAMES),
      score: z.number().int().nullable(),
    }),
  ),
});
export type Gradebook = z.infer<typeof gradebookSchema>;

export const savedAtSchema = z.object({ savedAt: z.string() });

// --- requests -----------------------------------------------------------------------------

export const assignmentsQuerySchema = z.object({
  courseId: idSchema.optional(),
  status: z.enum(ASSIGNMENT_STATUS_NAMES, { error: MESSAGES.invalidInput }).optional(),
});
export type AssignmentsQuery = z.infer<typeof assignmentsQuerySchema>;

const fileIdsSchema = (max: number, message: string) =>
  z
    .array(requiredText(ID_MAX_LENGTH, MESSAGES.materialFileUnknown), { error: typeError(MESSAGES.invalidInput) })
    .max(max, { error: message })
    .overwrite((ids) => [...new Set(ids)]);

const maxScoreSchema = z
  .number({ error: MESSAGES.assignmentScoreInvalid })
  .int({ error: MESSAGES.assignmentScoreInvalid })
  .min(ASSIGNMENT_SCORE_MIN, { error: MESSAGES.assignmentScoreInvalid })
  .max(ASSIGNMENT_SCORE_MAX, { error: MESSAGES.assignmentScoreInvalid });

const criteriaSchema = z
  .array(criterionSchema, { error: typeError(MESSAGES.invalidInput) })
  .max(ASSIGNMENT_CRITERIA_MAX, { error: MESSAGES.assignmentTooManyCriteria });

const assignmentFields = {
  title: requiredText(ASSIGNMENT_TITLE_MAX_LENGTH, MESSAGES.assignmentTitleRequired),
  body: multilineText(ASSIGNMENT_BODY_MAX_LENGTH),
  fileIds: fileIdsSchema(ASSIGNMENT_FILES_MAX, MESSAGES.assignmentTooManyFiles),
  dueAt: instantSchema(MESSAGES.assignmentDueInvalid),
  maxScore: maxScoreSchema,
  criteria: criteriaSchema,
  resubmit: z.boolean({ error: MESSAGES.invalidInput }),
};

/**
 * The scoring an assignment ends with: its criteria, whose sum is the maximum (1-100), or without
 * criteria the maximum itself. Shared by create and by update once the stored fields are merged in.
 */
export function scoringProblem(scoring: { maxScore?: number; criteria: readonly Criterion[] }): string | null {
  if (scoring.criteria.length > 0) {
    const sum = scoring.criteria.reduce((total, criterion) => total + criterion.maxPoints, 0);
    return sum >= ASSIGNMENT_SCORE_MIN && sum <= ASSIGNMENT_SCORE_MAX ? null : MESSAGES.assignmentScoreInvalid;
  }
  return scoring.maxScore === undefined ? MESSAGES.assignmentScoreInvalid : null;
}

/** create-assignment: `maxScore` or `criteria` (then the maximum is their sum). */
export const createAssignmentBodySchema = z
  .object({
    courseId: idSchema,
    title: assignmentFields.title,
    body: assignmentFields.body.default(''),
    fileIds: assignmentFields.fileIds.default([]),
    dueAt: assignmentFields.dueAt,
    maxScore: assignmentFields.maxScore.optional(),
    criteria: assignmentFields.criteria.default([]),
    resubmit: assignmentFields.resubmit.default(true),
  })
  .superRefine((body, context) => {
    const problem = scoringProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['maxScore'] });
  });
export type CreateAssignmentBody = z.input<typeof createAssignmentBodySchema>;

/** update-assignment: the id and only the fields that change (`criteria: []` drops the criteria). */
export const updateAssignmentBodySchema = z.object({
  id: idSchema,
  title: assignmentFields.title.optional(),
  body: assignmentFields.body.optional(),
  fileIds: assignmentFields.fileIds.optional(),
  dueAt: assignmentFields.dueAt.optional(),
  maxScore: assignmentFields.maxScore.optional(),
  criteria: assignmentFields.criteria.optional(),
  resubmit: assignmentFields.resubmit.optional(),
});
export type UpdateAssignmentBody = z.input<typeof updateAssignmentBodySchema>;

const submissionText = multilineText(SUBMISSION_TEXT_MAX_LENGTH);

export const saveDraftBodySchema = z.object({ assignmentId: idSchema, text: submissionText });
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;

/** submit-work: text, files (the caller's own uploads), or both; never neither. */
export const submitWorkBodySchema = z
  .object({
    assignmentId: idSchema,
    text: submissionText.default(''),
    fileIds: fileIdsSchema(SUBMISSION_FILES_MAX, MESSAGES.submissionTooManyFiles).default([]),
  })
  .refine((body) => body.text.trim() !== '' || body.fileIds.length > 0, {
    error: MESSAGES.submissionEmpty,
    path: ['text'],
  });
export type SubmitWorkBody = z.input<typeof submitWorkBodySchema>;

const usernameSchema = requiredText(LOGIN_MAX_LENGTH);

/** GET /api/submissions: every version of the assignment's works (a student: their own); `username` narrows to one. */
export const submissionsQuerySchema = z.object({ assignmentId: idSchema, username: usernameSchema.optional() });
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;

export const reviewQueueQuerySchema = z.object({
  courseId: idSchema.optional(),
  assignmentId: idSchema.optional(),
  cursor: callerText(MESSAGES.cursorInvalid)
    .max(ID_MAX_LENGTH * 4, { error: MESSAGES.cursorInvalid })
    .optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

const pointsSchema = z
  .number({ error: MESSAGES.scoreInvalid })
  .int({ error: MESSAGES.scoreInvalid })
  .min(0, { error: MESSAGES.scoreInvalid });

export const CHECK_DECISIONS = ['checked', 'returned'] as const;
export type CheckDecision = (typeof CHECK_DECISIONS)[number];

/**
 * check-work: points per criterion in the assignment's order (or one score), a comment, marks and
 * the decision. A score beyond its maximum is refused by the server, which knows the maximum.
 */
export const checkWorkBodySchema = z.object({
  id: idSchema,
  criteriaScores: z.array(pointsSchema, { error: typeError(MESSAGES.criteriaScoresRequired) }).optional(),
  score: pointsSchema.optional(),
  comment: multilineText(CHECK_COMMENT_MAX_LENGTH).trim().default(''),
  marks: z
    .array(fileMarksSchema, { error: MESSAGES.marksInvalid })
    .max(SUBMISSION_FILES_MAX * 50)
    .default([]),
  decision: z.enum(CHECK_DECISIONS, { error: MESSAGES.invalidInput }),
});
export type CheckWorkBody = z.input<typeof checkWorkBodySchema>;

export const extendDeadlineBodySchema = z.object({
  assignmentId: idSchema,
  username: usernameSchema,
  until: instantSchema(MESSAGES.extendInvalid),
});
export type ExtendDeadlineBody = z.infer<typeof extendDeadlineBodySchema>;

/** excuse: frees one student from the assignment; `excused: false` takes it back. */
export const excuseBodySchema = z.object({
  assignmentId: idSchema,
  username: usernameSchema,
  excused: z.boolean({ error: MESSAGES.invalidInput }).default(true),
});
export type ExcuseBody = z.input<typeof excuseBodySchema>;

export const gradebookQuerySchema = z.object({
  courseId: idSchema,
  format: z.enum(['json', 'csv'], { error: MESSAGES.gradebookFormatInvalid }).optional(),
});
export type GradebookQuery = z.infer<typeof gradebookQuerySchema>;
