import { LESSON_MAX_DURATION, LESSON_MIN_DURATION } from '@school/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { courses } from './courses.ts';
import { subjects } from './subjects.ts';
import { ownerId, users } from './users.ts';

/**
 * Lessons teachers and staff plan (issue 17): one row per lesson; a weekly series is several rows
 * sharing a `series_id`.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuidPrimaryKey(),
    /** The subject's short name: what the schedule, the questionnaire and taught subjects compare. */
    subject: text('subject')
      .notNull()
      .references(() => subjects.shortname, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    /** An instant; shown in the viewer's zone, repeated at the same local time in SCHOOL_TZ. */
    startsAt: timestamptz('starts_at').notNull(),
    durationMin: integer('duration_min').notNull(),
    /** https address of the online room. */
    link: text('link'),
    notes: text('notes'),
    /** The owning teacher: may edit and delete the lesson beside SENIOR and above. */
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The weekly series the lesson was planned in (one id for every row of a create-lesson with
     * repeatWeeks over 1), null for a single lesson. A lesson changed on its own stays in it, so
     * "this and every later one" from an earlier lesson still reaches it.
     */
    seriesId: text('series_id'),
    /**
     * The course the lesson belongs to (issue 42): then its enrolled students and teachers see it,
     * not every student of the subject.
     */
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** A subject's lesson limited to students of these classes; empty: every class. */
    grades: integer('grades')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * When a process took the lesson's Telegram reminder for sending: set once, by one process
     * (claimed with UPDATE ... RETURNING), so no restart or second process sends it again; cleared
     * when the lesson moves, so the new time gets its reminder.
     */
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('lessons_starts_at_idx').on(t.startsAt),
    index('lessons_subject_starts_at_idx').on(t.subject, t.startsAt),
    index('lessons_teacher_idx').on(t.teacherId),
    index('lessons_series_starts_at_idx').on(t.seriesId, t.startsAt),
    index('lessons_course_starts_at_idx').on(t.courseId, t.startsAt),
    check(
      'lessons_duration_range',
      sql`${t.durationMin} >= ${sql.raw(String(LESSON_MIN_DURATION))} AND ${t.durationMin} <= ${sql.raw(String(LESSON_MAX_DURATION))}`,
    ),
  ],
);

/**
 * The secret of each account's calendar feed URL, as its SHA-256 (the token itself is only in the
 * URL the account was given). One per account: a reset replaces the row, retiring the old URL.
 */
export const icsTokens = pgTable(
  'ics_tokens',
  {
    userId: ownerId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ics_tokens_hash_unique').on(t.tokenHash)],
);
