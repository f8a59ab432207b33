import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export interface MenuItem {
  title: string;
  to: string;
}

/** The fixed role list of api.md; ids give the order (OWNER 0 ... USER 6). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  shortname: text('shortname').notNull().unique(),
  name: text('name').notNull(),
  menu: jsonb('menu').$type<MenuItem[]>().notNull(),
});
