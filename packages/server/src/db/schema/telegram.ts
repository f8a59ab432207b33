import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Telegram messages waiting to go out (lesson notices, issue 40). A request writes them in the
 * transaction of the change they announce, so a notice exists exactly when the change does; the
 * worker (services/telegram-outbox.ts) takes each row once, sends it to the account's chat as linked
 * at that moment, and deletes it. `takenAt` is set by the one process that takes the row (UPDATE
 * ... RETURNING over FOR UPDATE SKIP LOCKED), so no second process or restart sends it again.
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: uuidPrimaryKey(),
    /** The account to tell: its chat is looked up when the message goes, so an unlinked chat gets nothing. */
    userId: ownerId(),
    text: text('text').notNull(),
    /** Sends tried so far; a failure Telegram may recover from waits longer each time. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take the row: now, or after a failed send's delay. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** When a worker took the row; a row left taken (its process died while sending) is swept after a day. */
    takenAt: timestamptz('taken_at'),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_outbox_due_idx').on(t.takenAt, t.nextAttemptAt)],
);
