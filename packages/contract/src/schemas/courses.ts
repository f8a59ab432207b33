/** Courses, their outline and materials, uploaded files and the teachers page (issue 42, api.md). */
import { z } from 'zod';
import { CLASS_MAX, CLASS_MIN, ID_MAX_LENGTH, LOGIN_MAX_LENGTH, URL_MAX_LENGTH } from '../constants.ts';
import {
  ABOUT_MAX_LENGTH,
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_EXAM_NAMES,
  COURSE_MODULES_MAX,
  COURSE_PRICE_MAX_RUB,
  COURSE_STATUS_NAMES,
  COURSE_TEACHERS_MAX,
  COURSE_TITLE_MAX_LENGTH,
  ENROLL_USERNAMES_MAX,
  MATERIAL_BODY_MAX_LENGTH,
  MATERIAL_KIND_NAMES,
  MATERIAL_TITLE_MAX_LENGTH,
  MODULE_MATERIALS_MAX,
  MODULE_TITLE_MAX_LENGTH,
} from '../courses.ts';
import { MESSAGES } from '../messages.ts';
import { callerText, idSchema, multilineText, requiredText, typeError } from './common.ts';
import { shortnameSchema } from './admin/subjects.ts';

// --- objects ------------------------------------------------------------------------------

/** An uploaded file as the server describes it. `type` is the stored MIME type (an image is WebP). */
export const fileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() });
export type StoredFile = z.infer<typeof fileSchema>;

/** A course's teacher as cards and the course page show them. */
export const courseTeacherSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type CourseTeacher = z.infer<typeof courseTeacherSchema>;

/** How many of a course's materials the viewer opened (students only). */
export const courseProgressSchema = z.object({ seen: z.number().int(), total: z.number().int() });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** A course of the catalogue (GET /api/courses), without its outline. */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The subject's short name, and its full name for the card. */
  subject: z.string(),
  subjectName: z.string(),
  exam: z.enum(COURSE_EXAM_NAMES),
  /** The classes it is for, ascending; empty: any class. */
  grades: z.array(z.number().int()),
  description: z.string(),
  priceRub: z.number().int(),
  status: z.enum(COURSE_STATUS_NAMES),
  teachers: z.array(courseTeacherSchema),
  /** Is the viewer enrolled in it? */
  enrolled: z.boolean(),
  /** Bumped by every update-course; an update based on an older one gets 409. */
  version: z.number().int(),
  /** The viewer's progress, for an enrolled student; null for everybody else. */
  progress: courseProgressSchema.nullable(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);

/**
 * One material. `body` (text), `url` (video, link) and `fileId` with `file` (file) only reach those
 * who may read the course's content; everybody else sees the kind and the title (the outline).
 */
export const materialSchema = z.object({
  id: z.string(),
  kind: z.enum(MATERIAL_KIND_NAMES),
  title: z.string(),
  body: z.string().optional(),
  url: z.string().optional(),
  fileId: z.string().optional(),
  file: fileSchema.optional(),
  /** For an enrolled student: opened already. */
  seen: z.boolean().optional(),
});
export type Material = z.infer<typeof materialSchema>;

export const courseModuleSchema = z.object({ id: z.string(), title: z.string(), materials: z.array(materialSchema) });
export type CourseModule = z.infer<typeof courseModuleSchema>;

/** A coming lesson of the course, as its page lists them. */
export const courseLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  durationMin: z.number().int(),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

/** GET /api/course: the course with its outline and what the viewer may do with it. */
export const courseDetailSchema = courseSchema.extend({
  modules: z.array(courseModuleSchema),
  /** May the viewer read the materials' content? */
  readsContent: z.boolean(),
  /** May the viewer change the description and outline (its teachers, SENIOR and above)? */
  editsOutline: z.boolean(),
  /** May the viewer change price, status and teachers and enrol students (SENIOR and above)? */
  managesCourse: z.boolean(),
  /** The next COURSE_UPCOMING_LESSONS lessons of the course. */
  upcomingLessons: z.array(courseLessonSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

// --- requests -----------------------------------------------------------------------------

export const coursesQuerySchema = z.object({
  subject: shortnameSchema.optional(),
  exam: z.enum(COURSE_EXAM_NAMES, { error: MESSAGES.courseExamInvalid }).optional(),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

const courseTitleSchema = requiredText(COURSE_TITLE_MAX_LENGTH, MESSAGES.courseTitleRequired);
const examSchema = z.enum(COURSE_EXAM_NAMES, { error: MESSAGES.courseExamInvalid });
const gradesSchema = z
  .array(z.number({ error: MESSAGES.courseGradesInvalid }).int({ error: MESSAGES.courseGradesInvalid }), {
    error: MESSAGES.courseGradesInvalid,
  })
  .max(CLASS_MAX - CLASS_MIN + 1, { error: MESSAGES.courseGradesInvalid })
  .refine((grades) => grades.every((grade) => grade >= CLASS_MIN && grade <= CLASS_MAX), {
    error: MESSAGES.courseGradesInvalid,
  })
  .overwrite((grades) => [...new Set(grades)].sort((a, b) => a - b));
const descriptionSchema = multilineText(COURSE_DESCRIPTION_MAX_LENGTH).trim();
const priceSchema = z
  .number({ error: MESSAGES.coursePriceInvalid })
  .int({ error: MESSAGES.coursePriceInvalid })
  .min(0, { error: MESSAGES.coursePriceInvalid })
  .max(COURSE_PRICE_MAX_RUB, { error: MESSAGES.coursePriceInvalid });
const statusSchema = z.enum(COURSE_STATUS_NAMES, { error: MESSAGES.courseStatusInvalid });
const usernameSchema = requiredText(LOGIN_MAX_LENGTH);
const teachersSchema = z
  .array(usernameSchema, { error: typeError(MESSAGES.invalidInput) })
  .max(COURSE_TEACHERS_MAX, { error: MESSAGES.invalidInput })
  .overwrite((usernames) => [...new Set(usernames)]);

const outlineIdSchema = requiredText(ID_MAX_LENGTH, MESSAGES.invalidInput).optional();
const materialUrlSchema = callerText(MESSAGES.materialUrlInvalid)
  .trim()
  .max(URL_MAX_LENGTH, { error: MESSAGES.materialUrlInvalid })
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, { error: MESSAGES.materialUrlInvalid });

/** A material of the outline an editor sends: with `id` an existing one (kept), without a new one. */
export const materialInputSchema = z
  .object({
    id: outlineIdSchema,
    kind: z.enum(MATERIAL_KIND_NAMES, { error: MESSAGES.materialKindInvalid }),
    title: requiredText(MATERIAL_TITLE_MAX_LENGTH, MESSAGES.materialTitleRequired),
    body: multilineText(MATERIAL_BODY_MAX_LENGTH).optional(),
    url: materialUrlSchema.optional(),
    fileId: requiredText(ID_MAX_LENGTH, MESSAGES.materialFileRequired).optional(),
  })
  .superRefine((material, context) => {
    const missing = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (material.kind === 'text' && !material.body?.trim()) missing('body', MESSAGES.materialBodyRequired);
    if ((material.kind === 'video' || material.kind === 'link') && !material.url) {
      missing('url', MESSAGES.materialUrlInvalid);
    }
    if (material.kind === 'file' && !material.fileId) missing('fileId', MESSAGES.materialFileRequired);
  })
  /* Only the field of its kind is kept, so a material turned from a text into a link drops its text. */
  .overwrite(({ id, kind, title, body, url, fileId }) => ({
    ...(id === undefined ? {} : { id }),
    kind,
    title,
    ...(kind === 'text' ? { body } : kind === 'file' ? { fileId } : { url }),
  }));
export type MaterialInput = z.infer<typeof materialInputSchema>;

export const moduleInputSchema = z.object({
  id: outlineIdSchema,
  title: requiredText(MODULE_TITLE_MAX_LENGTH, MESSAGES.moduleTitleRequired),
  materials: z
    .array(materialInputSchema, { error: typeError(MESSAGES.invalidInput) })
    .max(MODULE_MATERIALS_MAX, { error: MESSAGES.moduleTooManyMaterials }),
});
export type ModuleInput = z.infer<typeof moduleInputSchema>;

const modulesSchema = z
  .array(moduleInputSchema, { error: typeError(MESSAGES.invalidInput) })
  .max(COURSE_MODULES_MAX, { error: MESSAGES.courseTooManyModules });

export const createCourseBodySchema = z.object({
  title: courseTitleSchema,
  subject: shortnameSchema,
  exam: examSchema,
  grades: gradesSchema.default([]),
  description: descriptionSchema.default(''),
  priceRub: priceSchema.default(0),
  status: statusSchema.default('draft'),
  teachers: teachersSchema.default([]),
});
export type CreateCourseBody = z.input<typeof createCourseBodySchema>;

/**
 * update-course: the id, the version the editor started from and only the fields that change.
 * `modules` is the whole outline in its new order. Price, status and teachers are SENIOR's.
 */
export const updateCourseBodySchema = z.object({
  id: idSchema,
  version: z.number({ error: MESSAGES.invalidInput }).int({ error: MESSAGES.invalidInput }),
  title: courseTitleSchema.optional(),
  subject: shortnameSchema.optional(),
  exam: examSchema.optional(),
  grades: gradesSchema.optional(),
  description: descriptionSchema.optional(),
  priceRub: priceSchema.optional(),
  status: statusSchema.optional(),
  teachers: teachersSchema.optional(),
  modules: modulesSchema.optional(),
});
export type UpdateCourseBody = z.input<typeof updateCourseBodySchema>;
/** The fields only SENIOR and above may change. */
export const COURSE_SETTINGS_FIELDS = ['priceRub', 'status', 'teachers'] as const;

export const courseVersionSchema = z.object({ version: z.number().int() });

/**
 * enroll: students by login, or every student of a subject and class (their questionnaire), or both.
 * Already enrolled ones are left as they are.
 */
export const enrollBodySchema = z
  .object({
    courseId: idSchema,
    usernames: z
      .array(usernameSchema, { error: typeError(MESSAGES.enrollUsernamesRequired) })
      .max(ENROLL_USERNAMES_MAX, { error: MESSAGES.invalidInput })
      .default([]),
    cohort: z
      .object({
        subject: shortnameSchema,
        grade: z.number({ error: MESSAGES.classInvalid }).int().min(CLASS_MIN).max(CLASS_MAX),
      })
      .optional(),
  })
  .refine((body) => body.usernames.length > 0 || body.cohort !== undefined, {
    error: MESSAGES.enrollUsernamesRequired,
    path: ['usernames'],
  });
export type EnrollBody = z.input<typeof enrollBodySchema>;
export const enrollResponseSchema = z.object({ enrolled: z.number().int() });

export const unenrollBodySchema = z.object({
  courseId: idSchema,
  usernames: z
    .array(usernameSchema, { error: typeError(MESSAGES.enrollUsernamesRequired) })
    .min(1, { error: MESSAGES.enrollUsernamesRequired })
    .max(ENROLL_USERNAMES_MAX, { error: MESSAGES.invalidInput }),
});
export type UnenrollBody = z.infer<typeof unenrollBodySchema>;
export const unenrollResponseSchema = z.object({ removed: z.number().int() });

/** An enrolled student as the course's 'Ученики' page lists them. */
export const courseStudentSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  /** The class of the questionnaire, or null. */
  grade: z.number().int().nullable(),
  progress: courseProgressSchema,
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;
export const courseStudentListSchema = z.array(courseStudentSchema);

export const materialSeenBodySchema = z.object({ courseId: idSchema, materialId: idSchema });
export type MaterialSeenBody = z.infer<typeof materialSeenBodySchema>;

/** GET /api/teachers: one teacher of the viewer's courses (staff: every teacher). */
export const teacherCardSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  /** Full names of the taught subjects. */
  subjects: z.array(z.string()),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
  about: z.string(),
  /** The Telegram username, when linked and the teacher shows it. */
  telegram: z.string().nullable(),
});
export type TeacherCard = z.infer<typeof teacherCardSchema>;
export const teacherListSchema = z.array(teacherCardSchema);

/** update-profile (own): 'О себе', up to ABOUT_MAX_LENGTH characters. */
export const aboutSchema = callerText(MESSAGES.invalidType)
  .trim()
  .max(ABOUT_MAX_LENGTH, { error: MESSAGES.aboutTooLong });
