import { INVITATION_TTL_DAYS, MESSAGES } from '@school/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { invitations, tempUsers } from '../../../db/schema/index.ts';
import { forbiddenError, httpError } from '../../../lib/http-error.ts';
import { invitationMail } from '../../../mail/templates.ts';
import { recordAudit } from '../../../services/audit.ts';
import { queueMail } from '../../../services/mail-outbox.ts';
import { authorize } from '../../../services/policy.ts';
import { deleteExpiredTempUsers, toPendingRegistration } from '../../../services/registration.ts';
import { isEmailTaken } from '../../../services/users.ts';
import { defineRoute } from '../../define.ts';
import { bulkInvitationRoute } from './bulk.ts';
import { pendingRegistrationRoutes } from './pending.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff-created pending accounts: invite by e-mail, list and delete pending registrations (SENIOR). */
export async function adminInvitationRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  defineRoute(app, 'newUser', {}, async (request) => {
    const actor = request.account;
    const body = request.body;
    const roles = [...new Set(body.roles)];
    const denied = authorize(actor, { action: 'user.invite', roles });
    if (denied) throw forbiddenError(denied);
    if (await isEmailTaken(app.db, body.email)) throw httpError(409, MESSAGES.emailTaken);
    await deleteExpiredTempUsers(app.db, [body.email]);
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
    const roleName = app.roleCatalog.get(roles[0])?.name ?? '';
    const id = await app.db.transaction(async (tx) => {
      const [temp] = await tx
        .insert(tempUsers)
        .values({ firstName: body.firstName, lastName: body.lastName, email: body.email, roles, expiresAt })
        .returning({ id: tempUsers.id });
      await tx.insert(invitations).values({ tempUserId: temp!.id, invitedBy: actor.id, expiresAt });
      const link = `${config.publicUrl}/register/${temp!.id}`;
      await queueMail(tx, { to: body.email, ...invitationMail(body.firstName, link, roleName) });
      return temp!.id;
    });
    app.mailOutbox.wake();
    await recordAudit(app.db, actor, 'user.create', body.email, {
      id,
      firstName: body.firstName,
      lastName: body.lastName,
      roles,
    });
    return { id };
  });

  /* Expired ones too: the page marks them, and the sweep keeps expired invitations a while for it. */
  bulkInvitationRoute(app, config);

  defineRoute(app, 'getTempUsers', {}, async () => {
    const rows = await app.db
      .select({ temp: tempUsers, invited: sql<boolean>`${invitations.tempUserId} IS NOT NULL` })
      .from(tempUsers)
      .leftJoin(invitations, eq(invitations.tempUserId, tempUsers.id))
      .orderBy(asc(tempUsers.createdAt));
    return rows.map(({ temp, invited }) => toPendingRegistration(temp, invited));
  });

  pendingRegistrationRoutes(app, config);

  defineRoute(app, 'deleteTemp', {}, async (request) => {
    const actor = request.account;
    const denied = authorize(actor, { action: 'temp.delete' });
    if (denied) throw forbiddenError(denied);
    const [deleted] = await app.db.delete(tempUsers).where(eq(tempUsers.id, request.body.id)).returning();
    if (!deleted) throw httpError(404, MESSAGES.tempUserNotFound);
    await recordAudit(app.db, actor, 'temp.delete', deleted.id, {
      email: deleted.email,
      username: deleted.username,
      roles: deleted.roles,
    });
    return { ok: true as const };
  });
}
