import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { httpError } from '../../../lib/http-error.ts';
import { defineRoute } from '../../define.ts';

/** The school subjects: the public list (the questionnaire's choices) and their management (SENIOR). */
export async function subjectRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  defineRoute(app, 'getSubjects', {}, async () => app.subjects.list());

  defineRoute(app, 'checkSubjectName', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await app.subjects.isShortnameTaken(request.query.shortname)) {
      throw httpError(409, MESSAGES.subjectShortnameTaken);
    }
    return { message: MESSAGES.subjectShortnameFree };
  });

  defineRoute(app, 'createSubject', {}, async (request) => app.subjects.create(request.account, request.body));

  defineRoute(app, 'updateSubject', {}, async (request) => app.subjects.update(request.account, request.body));
}
