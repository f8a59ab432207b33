import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

/** The own profile (settings), a staff edit of another account, and the role list with its menus. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'getRoles', {}, async () => app.roleCatalog.list);

  defineRoute(app, 'roleList', {}, async (request) => {
    const role = app.roleCatalog.find(request.query.rolename);
    if (!role) throw httpError(404, MESSAGES.roleNotFound);
    return { name: role.name, menu: role.menu };
  });

  /* A download of one's own data (152-ФЗ, article 14): a file to keep, never a page to cache. */
  defineRoute(app, 'myData', {}, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="my-data.json"');
    reply.header('cache-control', 'no-store');
    return app.profile.myData(request.account, request.taughtSubjects);
  });

  defineRoute(app, 'updateProfile', {}, async (request) =>
    app.profile.update(request.account, request.sessionFamily, request.body),
  );
}
