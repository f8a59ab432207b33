import {
  BULK_INVITE_MAX_ROWS,
  INVITATION_TTL_DAYS,
  MESSAGES,
  bulkInviteRowSchema,
  type BulkInviteResult,
  type BulkInviteRow,
} from '@school/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { invitations, tempUsers, users } from '../../../db/schema/index.ts';
import { httpError } from '../../../lib/http-error.ts';
import { invitationMail } from '../../../mail/templates.ts';
import { recordAudit } from '../../../services/audit.ts';
import { queueMail } from '../../../services/mail-outbox.ts';
import { authorize } from '../../../services/policy.ts';
import { deleteExpiredTempUsers } from '../../../services/registration.ts';
import { defineRoute } from '../../define.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/* Checks and inserts tried this many times when a concurrent invitation wins an e-mail. */
const RACE_RETRIES = 3;

const isUniqueViolation = (error: unknown): boolean => {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return pg.code === '23505' || (error as { code?: unknown }).code === '23505';
};

/* 413 before validation: a list over the limit is refused as a whole, whatever its rows hold. */
const refuseLongLists = async (request: FastifyRequest): Promise<void> => {
  const rows = (request.body as { rows?: unknown } | undefined)?.rows;
  if (Array.isArray(rows) && rows.length > BULK_INVITE_MAX_ROWS) throw httpError(413, MESSAGES.bulkTooManyRows);
};

/** Lower-cased e-mails of `emails` that an account or a live pending registration already holds: two queries for the whole list. */
async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const [accountRows, pendingRows] = await Promise.all([
    db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails)),
    db
      .select({ email: sql<string>`lower(${tempUsers.email})` })
      .from(tempUsers)
      .where(and(inArray(sql`lower(${tempUsers.email})`, emails), sql`${tempUsers.expiresAt} > now()`)),
  ]);
  return new Set([...accountRows, ...pendingRows].map((row) => row.email));
}

/**
 * POST /api/newuser/bulk: each row passes the single invitation's rules (schema, role policy,
 * free e-mail, once in the list) or gets its Russian reason; the valid ones become invitations in
 * one transaction and are e-mailed after the answer. The answer has one result per row, in order.
 */
export function bulkInvitationRoute(app: FastifyInstance, config: Config): void {
  defineRoute(app, 'newUserBulk', { guard: refuseLongLists, extraStatuses: [413] }, async (request) => {
    const actor = request.account;
    const results: BulkInviteResult[] = [];
    const valid: { row: number; data: BulkInviteRow }[] = [];
    request.body.rows.forEach((raw, row) => {
      const parsed = bulkInviteRowSchema.safeParse(raw);
      if (!parsed.success) {
        results.push({ row, message: parsed.error.issues[0]?.message ?? MESSAGES.invalidInput });
        return;
      }
      const denied = authorize(actor, { action: 'user.invite', roles: [parsed.data.role] });
      if (denied) results.push({ row, message: denied });
      else valid.push({ row, data: parsed.data });
    });

    /* Expired invitations stay listed a while, unless a new one wants their e-mail. */
    await deleteExpiredTempUsers(
      app.db,
      valid.map(({ data }) => data.email),
    );
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);

    /** Checks the e-mails, then creates the rows still free in one transaction; refusals go to `refused`. */
    const attempt = async (refused: BulkInviteResult[]) => {
      const taken = await takenEmails(
        app.db,
        valid.map(({ data }) => data.email),
      );
      const seen = new Set<string>();
      const toCreate = valid.filter(({ row, data }) => {
        const reason = taken.has(data.email)
          ? MESSAGES.emailTaken
          : seen.has(data.email)
            ? MESSAGES.bulkDuplicateEmail
            : null;
        seen.add(data.email);
        if (reason) refused.push({ row, message: reason });
        return reason === null;
      });
      if (toCreate.length === 0) return [];
      return app.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(tempUsers)
          .values(
            toCreate.map(({ data }) => ({
              firstName: data.firstName,
              lastName: data.lastName,
              email: data.email,
              roles: [data.role],
              expiresAt,
            })),
          )
          .returning({ id: tempUsers.id, email: tempUsers.email });
        /* Matched by e-mail (unique in this list), not by position: RETURNING promises no order. */
        const idOf = new Map(inserted.map((entry) => [entry.email, entry.id]));
        const withIds = toCreate.map((entry) => ({ ...entry, id: idOf.get(entry.data.email)! }));
        await tx
          .insert(invitations)
          .values(withIds.map(({ id }) => ({ tempUserId: id, invitedBy: actor.id, expiresAt })));
        await queueMail(
          tx,
          withIds.map(({ id, data }) => ({
            to: data.email,
            ...invitationMail(
              data.firstName,
              `${config.publicUrl}/register/${id}`,
              app.roleCatalog.get(data.role)?.name ?? '',
            ),
          })),
        );
        for (const { id, data } of withIds) {
          await recordAudit(tx, actor, 'user.create', data.email, {
            id,
            firstName: data.firstName,
            lastName: data.lastName,
            roles: [data.role],
            bulk: true,
          });
        }
        return withIds;
      });
    };

    /*
     * Another request may take an e-mail between the check and the insert: the unique index then
     * rolls the whole transaction back, and the list is checked again (the raced row now reads as
     * taken) instead of failing every row.
     */
    let created: Awaited<ReturnType<typeof attempt>> = [];
    for (let tries = 1; ; tries += 1) {
      const refused: BulkInviteResult[] = [];
      try {
        created = await attempt(refused);
        results.push(...refused);
        break;
      } catch (error) {
        if (tries >= RACE_RETRIES || !isUniqueViolation(error)) throw error;
      }
    }

    for (const { row, id } of created) results.push({ row, id });
    /* The mails were queued with the invitations; the report goes back now, the mails follow. */
    app.mailOutbox.wake();
    return { results: results.sort((a, b) => a.row - b.row) };
  });
}
