import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from './columns.ts';

/**
 * Mails waiting to go out (hardening finding 9). A request writes its mail here, in the transaction
 * of the state the mail announces, and answers; the outbox worker (services/mail-outbox.ts) sends
 * it, retrying with a growing delay while the mail server is down, so neither a short outage nor a
 * restart loses a mail. A row whose subject is empty is a request whose mail the worker composes
 * first (a recovery link: the account is looked up there, not while the caller waits).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    /** A MailKind: the log names a mail by it and the recipient only. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /* The content holds codes and links: emptied once the mail is sent or given up. */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** 'pending', 'sent', 'skipped' (nothing to send: no account has the address) or 'failed' (retries used up). */
    status: text('status').notNull().default('pending'),
    /** Sends tried so far; the next delay grows with it. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take the row: now, after a failure's delay, or when a claim's lease runs out. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    /** When the row stopped being pending. */
    doneAt: timestamptz('done_at'),
  },
  (t) => [index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);
