import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

/** Homework (issue 43): assignments, handed-in work, the check and the gradebook, by the course's roles. */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const homework = app.homework;
  const ok = { ok: true as const };

  defineRoute(app, 'assignments', {}, async (request) => homework.list(request.account, request.query));

  defineRoute(app, 'createAssignment', {}, async (request) => ({
    id: await homework.create(request.account, request.body),
  }));

  defineRoute(app, 'updateAssignment', {}, async (request) => {
    await homework.update(request.account, request.body);
    return ok;
  });

  defineRoute(app, 'deleteAssignment', {}, async (request) => {
    await homework.remove(request.account, request.body.id);
    return ok;
  });

  defineRoute(app, 'saveDraft', {}, async (request) => homework.saveDraft(request.account, request.body));

  defineRoute(app, 'submitWork', {}, async (request) => homework.submit(request.account, request.body));

  defineRoute(app, 'submissions', {}, async (request) => homework.submissions(request.account, request.query));

  defineRoute(app, 'reviewQueue', {}, async (request) => homework.queue(request.account, request.query));

  defineRoute(app, 'checkWork', {}, async (request) => {
    await homework.check(request.account, request.body);
    return ok;
  });

  defineRoute(app, 'extendDeadline', {}, async (request) => {
    await homework.extend(request.account, request.body);
    return ok;
  });

  defineRoute(app, 'excuse', {}, async (request) => {
    await homework.excuse(request.account, request.body);
    return ok;
  });

  /* `format=csv`: the same book as a file Excel opens in Russian (UTF-8 with a BOM, semicolons). */
  defineRoute(app, 'gradebook', {}, async (request, reply) => {
    const book = await homework.gradebook(request.account, request.query.courseId);
    if (request.query.format !== 'csv') return book;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="gradebook.csv"')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(homework.gradebookCsv(book)) as never;
  });
}
