import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { subjects } from './subjects.ts';
import { users } from './users.ts';

/**
 * Courses (issue 42). `version` is bumped by every update-course in the same UPDATE that checks it,
 * so of two editors starting from one version exactly one wins and the other gets 409.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    subject: text('subject')
      .notNull()
      .references(() => subjects.shortname, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** 'ЕГЭ' | 'ОГЭ' | 'olympiad' | 'other' */
    exam: text('exam').notNull(),
    /** The classes it is for; empty: any class. */
    grades: integer('grades')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    description: text('description').notNull().default(''),
    priceRub: integer('price_rub').notNull().default(0),
    /** 'draft' | 'published' | 'archived' */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('courses_status_idx').on(t.status), check('courses_price_nonnegative', sql`${t.priceRub} >= 0`)],
);

const courseId = () =>
  text('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

/** A course's teachers, in the order staff listed them. */
export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: courseId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_teachers_user_idx').on(t.userId)],
);

/** Students enrolled in a course. */
export const enrollments = pgTable(
  'enrollments',
  {
    courseId: courseId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('enrollments_user_idx').on(t.userId)],
);

/** The outline: modules of a course in order. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: uuidPrimaryKey(),
    courseId: courseId(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.position)],
);

/**
 * A module's materials in order. `body` is the author's Markdown as written (the design system
 * sanitizes when it renders); `file_id` the uploaded file of a 'file' material.
 */
export const materials = pgTable(
  'materials',
  {
    id: uuidPrimaryKey(),
    moduleId: text('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    /** Denormalised from the module: access checks and progress count a course's materials in one step. */
    courseId: courseId(),
    position: integer('position').notNull(),
    /** 'text' | 'video' | 'file' | 'link' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    url: text('url'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('materials_module_idx').on(t.moduleId, t.position),
    index('materials_course_idx').on(t.courseId),
    index('materials_file_idx').on(t.fileId),
  ],
);

/** Which materials a student opened: the course's progress. */
export const materialViews = pgTable(
  'material_views',
  {
    materialId: text('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: courseId(),
    seenAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.userId] }),
    index('material_views_user_course_idx').on(t.userId, t.courseId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (issue 42). The bytes are in `file_blobs` (the database store, the default, which
 * every process shares) or in the S3 bucket under `storage_key`; who may download is decided by what
 * holds the file (a course's material), or the uploader while nothing does.
 */
export const files = pgTable(
  'files',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    /** The MIME type read from the bytes (an image is stored as WebP). */
    type: text('type').notNull(),
    /** 'db' | 's3' */
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storage, t.storageKey),
    index('files_uploader_idx').on(t.uploadedBy),
  ],
);

/** The bytes of files kept in the database. */
export const fileBlobs = pgTable('file_blobs', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
