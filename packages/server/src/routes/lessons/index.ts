import { ICS_FEED_PATH, MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { feedOf, feedToken, feedUrl } from '../../services/ics.ts';
import { lessonClashes } from '../../services/lesson-clashes.ts';
import type { NoticeSettings } from '../../services/lesson-notices.ts';
import { createLessons, deleteLesson, lessonViewerOf, listLessons, updateLesson } from '../../services/lessons.ts';
import { defineRoute, type SignedIn } from '../define.ts';

/**
 * The schedule (issue 17): lessons by the contract's lesson policy, the calendar feed and its link.
 * A change queues its students' notices with it; the outboxes are woken once it has committed.
 */
export async function lessonRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const viewerOf = (request: SignedIn) => lessonViewerOf(request.account, request.taughtSubjects);
  const host = new URL(config.publicUrl).host;
  const notices = (): NoticeSettings => ({
    timeZone: config.schoolTz,
    publicUrl: config.publicUrl,
    telegram: app.telegramOutbox !== null,
  });
  const sendNotices = () => {
    app.mailOutbox.wake();
    app.telegramOutbox?.wake();
  };

  defineRoute(app, 'lessons', {}, async (request) =>
    listLessons(
      app.db,
      viewerOf(request),
      request.account.id,
      new Date(request.query.from),
      new Date(request.query.to),
    ),
  );

  defineRoute(app, 'createLesson', {}, async (request) => {
    const ids = await createLessons(app.db, request.account, viewerOf(request), request.body, notices());
    sendNotices();
    return { ids };
  });

  defineRoute(app, 'updateLesson', {}, async (request) => {
    const lesson = await updateLesson(app.db, request.account, viewerOf(request), request.body, notices());
    sendNotices();
    return lesson;
  });

  defineRoute(app, 'deleteLesson', {}, async (request) => {
    await deleteLesson(app.db, request.account, viewerOf(request), request.body, notices());
    sendNotices();
    return { ok: true as const };
  });

  defineRoute(app, 'lessonClashes', {}, async (request) =>
    lessonClashes(app.db, viewerOf(request), request.account.id, request.body, config.schoolTz),
  );

  defineRoute(app, 'icsLink', {}, async (request) => ({
    url: feedUrl(config.publicUrl, await feedToken(app.db, config.jwtSecret, request.account.id)),
  }));

  defineRoute(app, 'icsReset', {}, async (request) => ({
    url: feedUrl(config.publicUrl, await feedToken(app.db, config.jwtSecret, request.account.id, true)),
  }));

  /* Outside the JSON table: calendar apps fetch it with no token but the secret in the path. */
  app.get(
    `${ICS_FEED_PATH}:file`,
    { schema: { params: z.object({ file: z.string() }), hide: true } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const token = /^([\w-]{20,128})\.ics$/.exec(file)?.[1];
      const feed = token ? await feedOf(app.db, token, { timeZone: config.schoolTz, host }) : null;
      if (feed === null) throw httpError(404, MESSAGES.notFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(feed);
    },
  );
}
