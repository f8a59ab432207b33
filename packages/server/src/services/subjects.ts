import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subjects } from '../db/schema/index.ts';

export type SubjectRow = typeof subjects.$inferSelect;

/** Every subject, in the order they were added. */
export const listSubjects = (db: Db): Promise<SubjectRow[]> => db.select().from(subjects).orderBy(asc(subjects.id));

/** The subject of `shortname` as the contract's schemas hand it over: trimmed and lower-cased. */
export async function findSubject(db: Db, shortname: string): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(subjects).where(eq(subjects.shortname, shortname)).limit(1);
  return row;
}
