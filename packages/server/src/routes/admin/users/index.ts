import { MESSAGES } from '@school/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/index.ts';
import { forbiddenError, httpError } from '../../../lib/http-error.ts';
import { recordAudit } from '../../../services/audit.ts';
import { authorize } from '../../../services/policy.ts';
import { revokeAllForUser } from '../../../services/session.ts';
import { findUserByUsername, toUsers } from '../../../services/users.ts';
import { defineRoute } from '../../define.ts';

/** The admin area's account list, ban and unban (SENIOR). */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'getUsers', {}, async () => {
    const rows = await app.db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
    return toUsers(app.db, app.roleCatalog, rows);
  });

  for (const [name, banned] of [
    ['banUser', true],
    ['unbanUser', false],
  ] as const) {
    defineRoute(app, name, {}, async (request) => {
      const actor = request.account;
      const target = await findUserByUsername(app.db, request.body.username);
      if (!target) throw httpError(404, MESSAGES.userNotFound);
      const denied = authorize(actor, { action: banned ? 'user.ban' : 'user.unban', target });
      if (denied) throw forbiddenError(denied);
      await app.db.update(users).set({ isBanned: banned, updatedAt: new Date() }).where(eq(users.id, target.id));
      if (banned) await revokeAllForUser(app.db, target.id);
      await recordAudit(app.db, actor, banned ? 'user.ban' : 'user.unban', target.username);
      return { ok: true as const };
    });
  }
}
