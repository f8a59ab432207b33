import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Criterion, FileMarks } from '@school/contract';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { courses, files } from './courses.ts';
import { users } from './users.ts';

/**
 * Assignments of a course (issue 43). `max_score` is stored even with criteria (their sum), so a
 * score is checked against one column; `criteria` keeps their order, which `criteria_scores` follows.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuidPrimaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    dueAt: timestamptz('due_at').notNull(),
    maxScore: integer('max_score').notNull(),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull().default([]),
    resubmit: boolean('resubmit').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assignments_course_due_idx').on(t.courseId, t.dueAt)],
);

const assignmentId = () =>
  text('assignment_id')
    .notNull()
    .references(() => assignments.id, { onDelete: 'cascade' });
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Files attached to the task, in order. */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    assignmentId: assignmentId(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.fileId] }), index('assignment_files_file_idx').on(t.fileId)],
);

/** One student's own terms: a later deadline, or being excused. */
export const assignmentOverrides = pgTable(
  'assignment_overrides',
  {
    assignmentId: assignmentId(),
    userId: userId(),
    dueAt: timestamptz('due_at'),
    excused: boolean('excused').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

/** The text a student is typing, saved as they type; one per student and assignment. */
export const submissionDrafts = pgTable(
  'submission_drafts',
  {
    assignmentId: assignmentId(),
    userId: userId(),
    text: text('text').notNull(),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

/**
 * Every handed-in version; `latest` marks the one that counts (set in the same transaction that adds a
 * version), so the review queue and the statuses read one row a student without a window query.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuidPrimaryKey(),
    assignmentId: assignmentId(),
    userId: userId(),
    version: integer('version').notNull(),
    latest: boolean('latest').notNull().default(true),
    text: text('text').notNull().default(''),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    /** 'submitted' | 'returned' | 'checked' */
    status: text('status').notNull().default('submitted'),
    criteriaScores: jsonb('criteria_scores').$type<number[]>().notNull().default([]),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    marks: jsonb('marks').$type<FileMarks[]>().notNull().default([]),
    checkedBy: text('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamptz('checked_at'),
  },
  (t) => [
    uniqueIndex('submissions_version_unique').on(t.assignmentId, t.userId, t.version),
    index('submissions_user_idx').on(t.userId),
    /* The review queue: latest versions waiting for a check. */
    index('submissions_waiting_idx')
      .on(t.assignmentId, t.submittedAt)
      .where(sql`${t.latest} and ${t.status} = 'submitted'`),
  ],
);

/** Files of one handed-in version, in order. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.fileId] }), index('submission_files_file_idx').on(t.fileId)],
);
