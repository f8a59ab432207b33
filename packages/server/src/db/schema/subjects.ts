import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const subjects = pgTable(
  'subjects',
  {
    /** Keeps the list in the order subjects were added. */
    id: serial('id').primaryKey(),
    /** Always stored in lower case, so the plain unique index is case-insensitive. */
    shortname: text('shortname').notNull(),
    name: text('name').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
  },
  (t) => [
    uniqueIndex('subjects_shortname_unique').on(t.shortname),
    check('subjects_score_range', sql`${t.min} >= 0 AND ${t.min} < ${t.max} AND ${t.max} <= 100`),
  ],
);
