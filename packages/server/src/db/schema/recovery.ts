import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';
import { ownerId } from './users.ts';

export const resetTickets = pgTable(
  'reset_tickets',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    ticketHash: text('ticket_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('reset_tickets_hash_unique').on(t.ticketHash), index('reset_tickets_user_idx').on(t.userId)],
);
