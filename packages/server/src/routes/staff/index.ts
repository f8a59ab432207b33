import { ERROR_CODES, INVITATION_TTL_DAYS, MESSAGES } from '@school/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { invitations, tempUsers, users } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';
import { invitationMail } from '../../mail/templates.ts';
import { listAudit, recordAudit } from '../../plugins/app/audit.ts';
import { accountOf } from '../../plugins/app/auth.ts';
import { authorize } from '../../plugins/app/policy.ts';
import { revokeAllForUser } from '../../plugins/app/sessions.ts';
import {
  deleteExpiredTempUsers,
  findUserByUsername,
  isEmailTaken,
  toTempUser,
  toUsers,
} from '../../plugins/app/users-repo.ts';
import { defineRoute } from '../define.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function staffRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const forbidden = (message: string) => httpError(403, message, ERROR_CODES.forbidden);

  defineRoute(app, 'getUsers', { summary: 'Every account (SENIOR)' }, async () => {
    const rows = await app.db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
    return toUsers(app.db, app.roleCatalog, rows);
  });

  defineRoute(app, 'newUser', { summary: 'Invite a staff member (SENIOR)' }, async (request) => {
    const actor = accountOf(request);
    const body = request.body;
    const roles = [...new Set(body.roles)];
    const denied = authorize(actor, { action: 'user.invite', roles });
    if (denied) throw forbidden(denied);
    if (await isEmailTaken(app.db, body.email)) throw httpError(409, MESSAGES.emailTaken);
    await deleteExpiredTempUsers(app.db);
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
    const id = await app.db.transaction(async (tx) => {
      const [temp] = await tx
        .insert(tempUsers)
        .values({ firstName: body.firstName, lastName: body.lastName, email: body.email, roles, expiresAt })
        .returning({ id: tempUsers.id });
      await tx.insert(invitations).values({ tempUserId: temp!.id, invitedBy: actor.id, expiresAt });
      return temp!.id;
    });
    const link = `${config.publicUrl}/register/${id}`;
    await app.mailer
      .send({ to: body.email, ...invitationMail(body.firstName, link, app.roleCatalog.get(roles[0])?.name ?? '') })
      .catch((error: unknown) => request.log.error({ err: error }, 'invitation mail not sent'));
    await recordAudit(app.db, actor, 'user.create', body.email, {
      id,
      firstName: body.firstName,
      lastName: body.lastName,
      roles,
    });
    return { id };
  });

  for (const [name, banned] of [
    ['banUser', true],
    ['unbanUser', false],
  ] as const) {
    defineRoute(
      app,
      name,
      { summary: banned ? 'Ban an account (SENIOR)' : 'Unban an account (SENIOR)' },
      async (request) => {
        const actor = accountOf(request);
        const target = await findUserByUsername(app.db, request.body.username);
        if (!target) throw httpError(404, MESSAGES.userNotFound);
        const denied = authorize(actor, { action: banned ? 'user.ban' : 'user.unban', target });
        if (denied) throw forbidden(denied);
        await app.db.update(users).set({ isBanned: banned, updatedAt: new Date() }).where(eq(users.id, target.id));
        if (banned) await revokeAllForUser(app.db, target.id);
        await recordAudit(app.db, actor, banned ? 'user.ban' : 'user.unban', target.username);
        return { ok: true as const };
      },
    );
  }

  defineRoute(app, 'getTempUsers', { summary: 'Pending registrations (SENIOR)' }, async () => {
    const rows = await app.db
      .select()
      .from(tempUsers)
      .where(sql`${tempUsers.expiresAt} > now()`)
      .orderBy(asc(tempUsers.createdAt));
    return rows.map(toTempUser);
  });

  defineRoute(app, 'deleteTemp', { summary: 'Delete a pending registration (SENIOR)' }, async (request) => {
    const actor = accountOf(request);
    const denied = authorize(actor, { action: 'temp.delete' });
    if (denied) throw forbidden(denied);
    const [deleted] = await app.db.delete(tempUsers).where(eq(tempUsers.id, request.body.id)).returning();
    if (!deleted) throw httpError(404, MESSAGES.tempUserNotFound);
    await recordAudit(app.db, actor, 'temp.delete', deleted.id, {
      email: deleted.email,
      username: deleted.username,
      roles: deleted.roles,
    });
    return { ok: true as const };
  });

  defineRoute(
    app,
    'audit',
    {
      summary: 'Staff actions, newest first (SENIOR)',
      /* `?page=&limit=` as api.md writes the call: an empty value means the default, like an absent one. */
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const key of ['page', 'limit']) if (query[key] === '') delete query[key];
      },
    },
    async (request) => {
      const denied = authorize(accountOf(request), { action: 'audit.read' });
      if (denied) throw forbidden(denied);
      return listAudit(app.db, request.query.page, request.query.limit);
    },
  );
}
