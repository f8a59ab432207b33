import { MESSAGES, type Subject, type SubjectBody } from '@school/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subjects } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import type { UserRow } from './users.ts';

export type SubjectRow = typeof subjects.$inferSelect;

const publicFields = { name: subjects.name, shortname: subjects.shortname, min: subjects.min, max: subjects.max };

/** Every subject, in the order they were added. */
export const listSubjects = (db: Db): Promise<SubjectRow[]> => db.select().from(subjects).orderBy(asc(subjects.id));

/** The subject of `shortname` as the contract's schemas hand it over: trimmed and lower-cased. */
export async function findSubject(db: Db, shortname: string): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(subjects).where(eq(subjects.shortname, shortname)).limit(1);
  return row;
}

/** The school subjects: the public list (the questionnaire's choices) and their management (SENIOR). */
export interface SubjectService {
  list(): Promise<Subject[]>;
  isShortnameTaken(shortname: string): Promise<boolean>;
  /** 409 when the short name is taken. */
  create(actor: UserRow, body: SubjectBody): Promise<Subject>;
  /** 404 for an unknown short name; the short name itself never changes. */
  update(actor: UserRow, body: SubjectBody): Promise<Subject>;
}

export function createSubjectService({ db }: { db: Db }): SubjectService {
  return {
    list: () => db.select(publicFields).from(subjects).orderBy(asc(subjects.id)),

    isShortnameTaken: async (shortname) => Boolean(await findSubject(db, shortname)),

    async create(actor, body) {
      if (await findSubject(db, body.shortname)) throw httpError(409, MESSAGES.subjectShortnameTaken);
      const [created] = await db
        .insert(subjects)
        .values({ name: body.name, shortname: body.shortname, min: body.min, max: body.max })
        .returning(publicFields);
      await recordAudit(db, actor, 'subject.create', created!.shortname, { ...created });
      return created!;
    },

    async update(actor, body) {
      const existing = await findSubject(db, body.shortname);
      if (!existing) throw httpError(404, MESSAGES.subjectNotFound);
      const [updated] = await db
        .update(subjects)
        .set({ name: body.name, min: body.min, max: body.max })
        .where(eq(subjects.id, existing.id))
        .returning(publicFields);
      await recordAudit(db, actor, 'subject.update', existing.shortname, {
        before: { name: existing.name, min: existing.min, max: existing.max },
        after: { name: body.name, min: body.min, max: body.max },
      });
      return updated!;
    },
  };
}
