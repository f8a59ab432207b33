import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens. Every rotation adds a row to the same family; the access token names the
 * family, so revoking it ends the sign-in at once.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** SHA-256 of the token: the token has 256 random bits, so a fast hash is enough. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);
