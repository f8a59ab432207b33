import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { ownerId } from './users.ts';

/**
 * Refresh tokens. Every rotation adds a row to the same family; the family is one sign-in (its id
 * is the sign-in's id in GET /api/sessions), and the access token names it, so revoking it ends
 * the sign-in at once.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    familyId: text('family_id').notNull(),
    /** SHA-256 of the token: the token has 256 random bits, so a fast hash is enough. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    /** When the sign-in began: carried from row to row on each rotation (expired rows are deleted). */
    signedInAt: timestamptz('signed_in_at').notNull().defaultNow(),
    /** Address and User-Agent of the request that made this row (the sign-in or a refresh). */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);
