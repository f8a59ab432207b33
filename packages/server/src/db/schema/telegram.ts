import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { ownerId } from './users.ts';

/**
 * One-time tokens of the Telegram deep link (`/start <token>`): the account asking for the link,
 * the token's SHA-256 (the token itself travels only in the link), and who used it. A token binds
 * one chat once; `usedBy` lets a re-delivered `/start` from the same chat be answered alike.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamptz('used_at'),
    /** The Telegram user id that used the token. */
    usedBy: text('used_by'),
  },
  (t) => [
    uniqueIndex('telegram_link_tokens_hash_unique').on(t.tokenHash),
    index('telegram_link_tokens_user_idx').on(t.userId),
  ],
);
