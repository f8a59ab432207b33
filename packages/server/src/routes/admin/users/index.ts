import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../define.ts';

/** The admin area's account list, ban and unban (SENIOR). */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'getUsers', {}, async () => app.adminUsers.list());

  for (const [name, banned] of [
    ['banUser', true],
    ['unbanUser', false],
  ] as const) {
    defineRoute(app, name, {}, async (request) => {
      await app.adminUsers.setBanned(request.account, request.body.username, banned);
      return { ok: true as const };
    });
  }
}
