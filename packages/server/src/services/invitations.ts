/**
 * Staff invitations and the upkeep of pending registrations (SENIOR): invite by e-mail (one, or a
 * list: bulk-invitations.ts), list, resend and remove pending registrations.
 */
import {
  INVITATION_RESEND_AFTER_S,
  INVITATION_TTL_DAYS,
  MESSAGES,
  type BulkInviteResult,
  type EndpointParsedBody,
  type PendingRegistration,
} from '@school/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invitations, tempUsers } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { invitationMail } from '../mail/templates.ts';
import { recordAudit } from './audit.ts';
import { inviteMany } from './bulk-invitations.ts';
import { queueMail, type MailOutboxWorker } from './mail-outbox.ts';
import { authorize } from './policy.ts';
import { deleteExpiredTempUsers, toPendingRegistration } from './registration.ts';
import type { RoleCatalog } from './roles.ts';
import { isEmailTaken, type UserRow } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS = INVITATION_TTL_DAYS * DAY_MS;

export interface InvitationService {
  /** A pending staff registration with the roles the policy lets the actor give (403), e-mailed its link. */
  invite(actor: UserRow, body: EndpointParsedBody<'newUser'>): Promise<string>;
  /** Each row invited as `invite` would, or answered with its Russian reason; one result per row, in order. */
  inviteMany(actor: UserRow, rows: EndpointParsedBody<'newUserBulk'>['rows']): Promise<BulkInviteResult[]>;
  /** Every pending registration, expired ones too (the page marks them), oldest first. */
  listPending(): Promise<PendingRegistration[]>;
  /** Removes a pending registration; 404 unknown. */
  remove(actor: UserRow, id: string): Promise<void>;
  /** Mails the invitation again with its expiry renewed; 429 within INVITATION_RESEND_AFTER_S of the last. */
  resend(actor: UserRow, id: string): Promise<void>;
  /** Removes every expired pending registration; answers how many went. */
  removeExpired(actor: UserRow): Promise<number>;
}

export interface InvitationServiceOptions {
  db: Db;
  roleCatalog: RoleCatalog;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  publicUrl: string;
}

export function createInvitationService(options: InvitationServiceOptions): InvitationService {
  const { db, roleCatalog, mailOutbox, publicUrl } = options;
  const mayDelete = (actor: UserRow) => {
    const denied = authorize(actor, { action: 'temp.delete' });
    if (denied) throw forbiddenError(denied);
  };

  return {
    async invite(actor, body) {
      const roles = [...new Set(body.roles)];
      const denied = authorize(actor, { action: 'user.invite', roles });
      if (denied) throw forbiddenError(denied);
      if (await isEmailTaken(db, body.email)) throw httpError(409, MESSAGES.emailTaken);
      await deleteExpiredTempUsers(db, [body.email]);
      const expiresAt = new Date(Date.now() + TTL_MS);
      const roleName = roleCatalog.get(roles[0])?.name ?? '';
      const id = await db.transaction(async (tx) => {
        const [temp] = await tx
          .insert(tempUsers)
          .values({ firstName: body.firstName, lastName: body.lastName, email: body.email, roles, expiresAt })
          .returning({ id: tempUsers.id });
        await tx.insert(invitations).values({ tempUserId: temp!.id, invitedBy: actor.id, expiresAt });
        const link = `${publicUrl}/register/${temp!.id}`;
        await queueMail(tx, { to: body.email, ...invitationMail(body.firstName, link, roleName) });
        return temp!.id;
      });
      mailOutbox.wake();
      await recordAudit(db, actor, 'user.create', body.email, {
        id,
        firstName: body.firstName,
        lastName: body.lastName,
        roles,
      });
      return id;
    },

    inviteMany: (actor, rows) => inviteMany(options, actor, rows),

    async listPending() {
      const rows = await db
        .select({ temp: tempUsers, invited: sql<boolean>`${invitations.tempUserId} IS NOT NULL` })
        .from(tempUsers)
        .leftJoin(invitations, eq(invitations.tempUserId, tempUsers.id))
        .orderBy(asc(tempUsers.createdAt));
      return rows.map(({ temp, invited }) => toPendingRegistration(temp, invited));
    },

    async remove(actor, id) {
      mayDelete(actor);
      const [deleted] = await db.delete(tempUsers).where(eq(tempUsers.id, id)).returning();
      if (!deleted) throw httpError(404, MESSAGES.tempUserNotFound);
      await recordAudit(db, actor, 'temp.delete', deleted.id, {
        email: deleted.email,
        username: deleted.username,
        roles: deleted.roles,
      });
    },

    async resend(actor, id) {
      const [found] = await db
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
      if (await isEmailTaken(db, email, temp.id)) throw httpError(409, MESSAGES.emailTaken);
      /*
       * The last send is the expiry less the lifetime, so no column is needed for it; the condition in
       * the UPDATE makes two resends at the same moment send one mail.
       */
      const expiresAt = new Date(Date.now() + TTL_MS);
      /* An expiry up to this one means the last send was at least INVITATION_RESEND_AFTER_S ago. */
      const sentLongEnoughAgo = new Date(Date.now() + TTL_MS - INVITATION_RESEND_AFTER_S * 1000);
      const link = `${publicUrl}/register/${id}`;
      const roleName = roleCatalog.get(temp.roles[0])?.name ?? '';
      const renewed = await db.transaction(async (tx) => {
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
      mailOutbox.wake();
      await recordAudit(db, actor, 'invite.resend', id, { email, expiresAt: expiresAt.toISOString() });
    },

    async removeExpired(actor) {
      mayDelete(actor);
      const deleted = await db
        .delete(tempUsers)
        .where(sql`${tempUsers.expiresAt} <= now()`)
        .returning({ id: tempUsers.id, email: tempUsers.email, username: tempUsers.username, roles: tempUsers.roles });
      for (const row of deleted) {
        await recordAudit(db, actor, 'temp.delete', row.id, {
          email: row.email,
          username: row.username,
          roles: row.roles,
          expired: true,
        });
      }
      return deleted.length;
    },
  };
}
