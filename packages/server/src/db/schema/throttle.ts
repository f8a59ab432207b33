import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Failed sign-in counters per account ('account:<login>') and per address ('address:<ip>').
 * Kept in the database so several server processes see the same counts.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  blockedUntil: timestamptz('blocked_until'),
});
