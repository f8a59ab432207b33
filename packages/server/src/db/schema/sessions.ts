import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { ownerId } from './users.ts';

/**
 * Refresh tokens. Every rotation adds a row to the same family; the access token names the
 * family, so revoking it ends the sign-in at once.
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
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);
