import { MESSAGES } from '@school/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { subjects } from '../../../db/schema/index.ts';
import { httpError } from '../../../lib/http-error.ts';
import { recordAudit } from '../../../services/audit.ts';
import { defineRoute } from '../../define.ts';

/** The school subjects: the public list (the questionnaire's choices) and their management (SENIOR). */
export async function subjectRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const publicFields = { name: subjects.name, shortname: subjects.shortname, min: subjects.min, max: subjects.max };
  /* `shortname` as the contract's schema hands it over: trimmed and lower-cased. */
  const findSubject = async (shortname: string) =>
    (await app.db.select().from(subjects).where(eq(subjects.shortname, shortname)).limit(1))[0];

  defineRoute(app, 'getSubjects', {}, async () => app.db.select(publicFields).from(subjects).orderBy(asc(subjects.id)));

  defineRoute(app, 'checkSubjectName', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await findSubject(request.query.shortname)) throw httpError(409, MESSAGES.subjectShortnameTaken);
    return { message: MESSAGES.subjectShortnameFree };
  });

  defineRoute(app, 'createSubject', {}, async (request) => {
    const body = request.body;
    if (await findSubject(body.shortname)) throw httpError(409, MESSAGES.subjectShortnameTaken);
    const [created] = await app.db
      .insert(subjects)
      .values({ name: body.name, shortname: body.shortname, min: body.min, max: body.max })
      .returning(publicFields);
    await recordAudit(app.db, request.account, 'subject.create', created!.shortname, { ...created });
    return created!;
  });

  defineRoute(app, 'updateSubject', {}, async (request) => {
    const body = request.body;
    const existing = await findSubject(body.shortname);
    if (!existing) throw httpError(404, MESSAGES.subjectNotFound);
    const [updated] = await app.db
      .update(subjects)
      .set({ name: body.name, min: body.min, max: body.max })
      .where(eq(subjects.id, existing.id))
      .returning(publicFields);
    await recordAudit(app.db, request.account, 'subject.update', existing.shortname, {
      before: { name: existing.name, min: existing.min, max: existing.max },
      after: { name: body.name, min: body.min, max: body.max },
    });
    return updated!;
  });
}
