import { INVITATION_RESEND_AFTER_S, INVITATION_TTL_DAYS, MESSAGES } from '@school/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { invitations, tempUsers } from '../../../db/schema/index.ts';
import { forbiddenError, httpError } from '../../../lib/http-error.ts';
import { invitationMail } from '../../../mail/templates.ts';
import { recordAudit } from '../../../services/audit.ts';
import { queueMail } from '../../../services/mail-outbox.ts';
import { authorize } from '../../../services/policy.ts';
import { isEmailTaken } from '../../../services/users.ts';
import { defineRoute } from '../../define.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS = INVITATION_TTL_DAYS * DAY_MS;

/**
 * Upkeep of pending registrations (additions of api.md): e-mail an invitation again with its expiry
 * renewed, and remove every expired pending registration at once.
 */
export function pendingRegistrationRoutes(app: FastifyInstance, config: Config): void {
  defineRoute(app, 'resendInvite', {}, async (request) => {
    const actor = request.account;
    const id = request.body.id;
    const [found] = await app.db
      .select({ temp: tempUsers })
      .from(tempUsers)
      .innerJoin(invitations, eq(invitations.tempUserId, tempUsers.id))
      .where(eq(tempUsers.id, id))
      .limit(1);
    const temp = found?.temp;
    if (!temp?.email) throw httpError(404, MESSAGES.invitationNotFound);
    const email = temp.email;
    const denied = authorize(actor, { action: 'user.invite', roles: temp.roles });
    if (denied) throw forbiddenError(denied);
    /* While it was expired, the e-mail may have gone to an account of its own. */
    if (await isEmailTaken(app.db, email, temp.id)) throw httpError(409, MESSAGES.emailTaken);
    /*
     * The last send is the expiry less the lifetime, so no column is needed for it; the condition in
     * the UPDATE makes two resends at the same moment send one mail.
     */
    const expiresAt = new Date(Date.now() + TTL_MS);
    /* An expiry up to this one means the last send was at least INVITATION_RESEND_AFTER_S ago. */
    const sentLongEnoughAgo = new Date(Date.now() + TTL_MS - INVITATION_RESEND_AFTER_S * 1000);
    const link = `${config.publicUrl}/register/${id}`;
    const roleName = app.roleCatalog.get(temp.roles[0])?.name ?? '';
    const renewed = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ expiresAt })
        .where(and(eq(invitations.tempUserId, id), lte(invitations.expiresAt, sentLongEnoughAgo)))
        .returning({ id: invitations.tempUserId });
      if (!row) return false;
      await tx.update(tempUsers).set({ expiresAt }).where(eq(tempUsers.id, id));
      await queueMail(tx, { to: email, ...invitationMail(temp.firstName, link, roleName) });
      return true;
    });
    if (!renewed) throw httpError(429, MESSAGES.inviteResendTooSoon);
    app.mailOutbox.wake();
    await recordAudit(app.db, actor, 'invite.resend', id, { email, expiresAt: expiresAt.toISOString() });
    return { ok: true as const };
  });

  defineRoute(app, 'deleteExpiredTemp', {}, async (request) => {
    const actor = request.account;
    const denied = authorize(actor, { action: 'temp.delete' });
    if (denied) throw forbiddenError(denied);
    const deleted = await app.db
      .delete(tempUsers)
      .where(sql`${tempUsers.expiresAt} <= now()`)
      .returning({ id: tempUsers.id, email: tempUsers.email, username: tempUsers.username, roles: tempUsers.roles });
    for (const row of deleted) {
      await recordAudit(app.db, actor, 'temp.delete', row.id, {
        email: row.email,
        username: row.username,
        roles: row.roles,
        expired: true,
      });
    }
    return { deleted: deleted.length };
  });
}
