import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { subjects } from './subjects.ts';

/** The questionnaire a student fills in at registration (platform.md section 3). */
export interface StoredAnket {
  class: number;
  subjects: string[];
  points: { exam: string; points: number; olympics: boolean }[];
}

/**
 * The consent to the processing of personal data given at registration: when, and which edition of
 * the policy it was given to. Null for accounts made before it was asked and for staff invitations.
 */
export const personalDataConsent = () => ({
  consentAt: timestamptz('consent_at'),
  consentEdition: text('consent_edition'),
});

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** URL of the stored avatar (or an outside URL, e.g. from VK ID). */
    avatar: text('avatar'),
    /** Null for accounts that sign in only through VK ID. */
    passwordHash: text('password_hash'),
    /** 'password' or 'vk': a VK ID account may not set a password (platform.md section 5). */
    signupMethod: text('signup_method').notNull().default('password'),
    /** Role short names; the first is the main role. */
    roles: text('roles').array().notNull(),
    vkId: text('vk_id'),
    telegramId: text('telegram_id'),
    /** The linked chat's @username as Telegram last told it, for /teachers (issue 42). */
    telegramUsername: text('telegram_username'),
    /** Does /teachers show the Telegram? The teacher's choice in the settings. */
    showTelegram: boolean('show_telegram').notNull().default(false),
    /** 'О себе' (issue 42), shown on /teachers for staff. */
    about: text('about').notNull().default(''),
    isBanned: boolean('is_banned').notNull().default(false),
    anket: jsonb('anket').$type<StoredAnket>(),
    ...personalDataConsent(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_vk_id_unique').on(t.vkId),
    uniqueIndex('users_telegram_id_unique').on(t.telegramId),
  ],
);

/** The account a row belongs to: the row goes when the account does. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Subjects a staff member teaches, in the order they were chosen. */
export const taughtSubjects = pgTable(
  'taught_subjects',
  {
    userId: ownerId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] }), index('taught_subjects_subject_idx').on(t.subjectId)],
);

/**
 * Uploaded avatars, kept in the database so every server process can serve them. Content-addressed:
 * several accounts with the same picture share one row, removed when the last of them replaces it.
 */
export const avatars = pgTable('avatars', {
  /** The file name in the URL: the SHA-256 of the WebP bytes in hex and `.webp` (a UUID before issue 11). */
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  /** base64 of the image: a portable column type on PGlite and PostgreSQL alike. */
  data: text('data').notNull(),
  createdAt: createdAt(),
});
