import { text, timestamp } from 'drizzle-orm/pg-core';

/* Columns that mean the same in every table, declared once so the tables cannot drift apart. */

/** A text id the server makes (a random UUID): PGlite and PostgreSQL alike, no extension needed. */
export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** A moment in time; every time column keeps its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row stops being valid (a pending registration, an invitation, a token, a ticket). */
export const expiresAt = () => timestamptz('expires_at').notNull();
