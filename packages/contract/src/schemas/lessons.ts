/** Lessons, the schedule and the calendar feed (issue 17, an addition of api.md). */
import { z } from 'zod';
import {
  CLASS_MAX,
  CLASS_MIN,
  ID_MAX_LENGTH,
  LESSON_NOTES_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  LESSONS_MAX_RANGE_DAYS,
  URL_MAX_LENGTH,
} from '../constants.ts';
import { MESSAGES, tooLongMessage } from '../messages.ts';
import { lessonDuration, lessonLink, lessonRepeatWeeks } from '../rules.ts';
import { byRule, callerText, emptyAsAbsent, instantSchema, multilineText, requiredText, typeError } from './common.ts';
import { shortnameSchema } from './admin/subjects.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The online room: `rules.lessonLink` (https only). */
const lessonLinkSchema = callerText(MESSAGES.lessonLinkHttps)
  .trim()
  .max(URL_MAX_LENGTH, { error: tooLongMessage(URL_MAX_LENGTH) })
  .superRefine(byRule(lessonLink));

const lessonTitleSchema = requiredText(LESSON_TITLE_MAX_LENGTH, MESSAGES.lessonTitleRequired);
/* Written in a text area: a line break is how notes of several lines are typed. */
const lessonNotesSchema = multilineText(LESSON_NOTES_MAX_LENGTH).trim();

const durationSchema = z.number({ error: MESSAGES.lessonDuration }).superRefine(byRule(lessonDuration));
const repeatWeeksSchema = z.number({ error: MESSAGES.lessonRepeatWeeks }).superRefine(byRule(lessonRepeatWeeks));

/** The teacher who owns a lesson, as students see them. */
export const lessonTeacherSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type LessonTeacher = z.infer<typeof lessonTeacherSchema>;

/** One lesson as GET /api/lessons answers it. */
export const lessonSchema = z.object({
  id: z.string(),
  /** The subject's short name. */
  subject: z.string(),
  /** The subject's full name, for the calendar block and the feed. */
  subjectName: z.string(),
  title: z.string(),
  /** ISO 8601 instant in UTC; the app shows it in the viewer's zone. */
  startsAt: z.string(),
  durationMin: z.number().int(),
  /** https address of the online room, or null. */
  link: z.string().nullable(),
  notes: z.string().nullable(),
  teacher: lessonTeacherSchema,
  /**
   * The weekly series the lesson was planned in (create-lesson with `repeatWeeks` over 1), or null
   * for a single lesson: update-lesson and delete-lesson with `series: true` reach its later ones.
   */
  seriesId: z.string().nullable(),
  /** The course it belongs to (issue 42): then only the course's students and teachers see it; null for a subject's lesson. */
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  /** A subject's lesson limited to students of these classes, ascending; empty: every class. */
  grades: z.array(z.number().int()),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonListSchema = z.array(lessonSchema);

/** `?from=&to=`: ISO instants, `from` before `to`, at most LESSONS_MAX_RANGE_DAYS apart. */
export const lessonsQuerySchema = z
  .object({
    from: instantSchema(MESSAGES.lessonsRangeInvalid),
    to: instantSchema(MESSAGES.lessonsRangeInvalid),
  })
  .superRefine((value, context) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0) context.addIssue({ code: 'custom', message: MESSAGES.lessonsRangeOrder, path: ['to'] });
    else if (span > LESSONS_MAX_RANGE_DAYS * DAY_MS) {
      context.addIssue({ code: 'custom', message: MESSAGES.lessonsRangeTooLong, path: ['to'] });
    }
  });
export type LessonsQuery = z.infer<typeof lessonsQuerySchema>;

const lessonIdSchema = requiredText(ID_MAX_LENGTH, MESSAGES.invalidInput);

/** The course a lesson belongs to (its teachers and SENIOR plan them; an unknown one is MESSAGES.courseNotFound). */
const lessonCourseSchema = lessonIdSchema;
/** The classes a subject's lesson is for (CLASS_MIN..CLASS_MAX), ascending without repeats; empty: every class. */
const lessonGradesSchema = z
  .array(z.number({ error: MESSAGES.classInvalid }).int({ error: MESSAGES.classInvalid }), {
    error: typeError(MESSAGES.classInvalid),
  })
  .max(CLASS_MAX - CLASS_MIN + 1, { error: MESSAGES.classInvalid })
  .refine((grades) => grades.every((grade) => grade >= CLASS_MIN && grade <= CLASS_MAX), {
    error: MESSAGES.classInvalid,
  })
  .overwrite((grades) => [...new Set(grades)].sort((a, b) => a - b));

/**
 * create-lesson. `subject` must exist (the server answers MESSAGES.subjectUnknown otherwise);
 * `repeatWeeks` lessons are created a week apart at the same local time in SCHOOL_TZ (1 when absent).
 */
export const createLessonBodySchema = z.object({
  subject: shortnameSchema,
  title: lessonTitleSchema,
  startsAt: instantSchema(MESSAGES.lessonDateInvalid),
  durationMin: durationSchema,
  link: emptyAsAbsent(lessonLinkSchema),
  notes: emptyAsAbsent(lessonNotesSchema),
  repeatWeeks: emptyAsAbsent(repeatWeeksSchema),
  /** A lesson of this course (issue 42): seen by its enrolled students and teachers, not the subject's students. */
  courseId: emptyAsAbsent(lessonCourseSchema),
  grades: lessonGradesSchema.optional(),
});
export type CreateLessonBody = z.infer<typeof createLessonBodySchema>;

export const createLessonResponseSchema = z.object({
  /** One id per weekly repeat, in time order. */
  ids: z.array(z.string()),
});

/**
 * `true`: this lesson and every later one of its series (a lesson of no series is only itself);
 * absent or `false`: this lesson only.
 */
const seriesSchema = z.boolean({ error: MESSAGES.invalidType }).optional();

/**
 * An optional field that can also be cleared: absent leaves it as it is, `null` or `''` clears it,
 * anything else must pass `schema`.
 */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: z.input<S> | '' | null | undefined) => (value === '' ? null : value),
    schema.nullable().optional(),
  );

/**
 * update-lesson: the id and only the fields that change. With `series`, a new `startsAt` moves each
 * later lesson as many days as this one, to the same new time of day in the school's zone (a Monday
 * 18:00 moved to Tuesday 17:00 makes every later one a Tuesday 17:00, across a daylight-saving change
 * too); the other fields sent apply to all of them.
 */
export const updateLessonBodySchema = z.object({
  id: lessonIdSchema,
  series: seriesSchema,
  subject: shortnameSchema.optional(),
  title: lessonTitleSchema.optional(),
  startsAt: instantSchema(MESSAGES.lessonDateInvalid).optional(),
  durationMin: durationSchema.optional(),
  link: clearable(lessonLinkSchema),
  notes: clearable(lessonNotesSchema),
  /** `null` or '' makes it a subject's lesson again. */
  courseId: clearable(lessonCourseSchema),
  grades: lessonGradesSchema.optional(),
});
export type UpdateLessonBody = z.infer<typeof updateLessonBodySchema>;

export const deleteLessonBodySchema = z.object({ id: lessonIdSchema, series: seriesSchema });
export type DeleteLessonBody = z.infer<typeof deleteLessonBodySchema>;

/**
 * lesson-clashes (ours, docs/decisions/010): the lessons a planned time would overlap among its
 * teacher's own. Without `id`, a new lesson of the caller (`repeatWeeks` weekly ones); with `id`,
 * that lesson moved (and with `series` its later ones too), which is never its own clash.
 */
export const lessonClashesBodySchema = z.object({
  startsAt: instantSchema(MESSAGES.lessonDateInvalid),
  durationMin: durationSchema,
  repeatWeeks: emptyAsAbsent(repeatWeeksSchema),
  id: lessonIdSchema.optional(),
  series: seriesSchema,
});
export type LessonClashesBody = z.infer<typeof lessonClashesBodySchema>;

/** The signed-in user's secret calendar feed: `PUBLIC_URL/server/ics/<token>.ics`. */
export const icsLinkResponseSchema = z.object({ url: z.string() });
export type IcsLink = z.infer<typeof icsLinkResponseSchema>;
