import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import type { StoredAnket } from './users.ts';
import { ownerId, personalDataConsent, users } from './users.ts';

/** Pending registrations ("temp users"): self-registrations, VK ID sign-ups and staff invitations. */
export const tempUsers = pgTable(
  'temp_users',
  {
    id: uuidPrimaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Empty for invitations until the invited person picks a login at registration. */
    username: text('username'),
    passwordHash: text('password_hash'),
    vkId: text('vk_id'),
    avatar: text('avatar'),
    phone: text('phone'),
    roles: text('roles').array().notNull(),
    emailChecked: boolean('email_checked').notNull().default(false),
    /** Time in ms from which the next code may be sent. */
    sendOtpAt: bigint('send_otp_at', { mode: 'number' }),
    anket: jsonb('anket').$type<StoredAnket>(),
    ...personalDataConsent(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [
    uniqueIndex('temp_users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('temp_users_email_lower_unique').on(sql`lower(${t.email})`),
    index('temp_users_expires_idx').on(t.expiresAt),
  ],
);

/** A staff invitation: which pending registration a SENIOR created, and until when it holds. */
export const invitations = pgTable('invitations', {
  tempUserId: text('temp_user_id')
    .primaryKey()
    .references(() => tempUsers.id, { onDelete: 'cascade' }),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: expiresAt(),
});

/** The one live e-mail code of a pending registration, and its send budget. */
export const otpCodes = pgTable('otp_codes', {
  tempUserId: text('temp_user_id')
    .primaryKey()
    .references(() => tempUsers.id, { onDelete: 'cascade' }),
  /** HMAC of the code; null once the code is used or voided. */
  codeHash: text('code_hash'),
  expiresAt: expiresAt(),
  attempts: integer('attempts').notNull().default(0),
  /** Sends in the current hour-long window (at most 5). */
  sendCount: integer('send_count').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull(),
});

/**
 * A student under 14's parent (152-ФЗ): who was asked to confirm the consent, the link's token as its
 * SHA-256 (the token itself travels only in the mail), and who confirmed when and from where. While
 * `confirmedAt` is null the account cannot sign in.
 */
export const parentConsents = pgTable('parent_consents', {
  userId: ownerId().primaryKey(),
  parentName: text('parent_name').notNull(),
  parentEmail: text('parent_email').notNull(),
  /** Null once the link was used. */
  tokenHash: text('token_hash').unique(),
  expiresAt: expiresAt(),
  /** When the last mail went out. */
  sentAt: timestamptz('sent_at').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamptz('confirmed_at'),
  /** Address and User-Agent of the request that confirmed. */
  confirmedIp: text('confirmed_ip'),
  confirmedUserAgent: text('confirmed_user_agent'),
});
