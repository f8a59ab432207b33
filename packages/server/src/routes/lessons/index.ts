import { ICS_FEED_PATH, MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

/** The schedule (issue 17): lessons by the contract's lesson policy, the calendar feed and its link. */
export async function lessonRoutes(app: FastifyInstance): Promise<void> {
  const lessons = app.lessons;

  defineRoute(app, 'lessons', {}, async (request) =>
    lessons.list(request, new Date(request.query.from), new Date(request.query.to)),
  );

  defineRoute(app, 'createLesson', {}, async (request) => ({ ids: await lessons.create(request, request.body) }));

  defineRoute(app, 'updateLesson', {}, async (request) => lessons.update(request, request.body));

  defineRoute(app, 'deleteLesson', {}, async (request) => {
    await lessons.remove(request, request.body);
    return { ok: true as const };
  });

  defineRoute(app, 'lessonClashes', {}, async (request) => lessons.clashes(request, request.body));

  defineRoute(app, 'icsLink', {}, async (request) => ({ url: await lessons.feedUrl(request) }));

  defineRoute(app, 'icsReset', {}, async (request) => ({ url: await lessons.feedUrl(request, true) }));

  /* Outside the JSON table: calendar apps fetch it with no token but the secret in the path. */
  app.get(
    `${ICS_FEED_PATH}:file`,
    { schema: { params: z.object({ file: z.string() }), hide: true } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const token = /^([\w-]{20,128})\.ics$/.exec(file)?.[1];
      const feed = token ? await lessons.feed(token) : null;
      if (feed === null) throw httpError(404, MESSAGES.notFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(feed);
    },
  );
}
