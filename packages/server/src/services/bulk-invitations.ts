/**
 * POST /api/newuser/bulk: each row passes the single invitation's rules (schema, role policy,
 * free e-mail, once in the list) or gets its Russian reason; the valid ones become invitations in
 * one transaction and are e-mailed after the answer.
 */
import {
  INVITATION_TTL_DAYS,
  MESSAGES,
  bulkInviteRowSchema,
  type BulkInviteResult,
  type BulkInviteRow,
} from '@school/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invitations, tempUsers, users } from '../db/schema/index.ts';
import { invitationMail } from '../mail/templates.ts';
import { recordAudit } from './audit.ts';
import { queueMail, type MailOutboxWorker } from './mail-outbox.ts';
import { authorize } from './policy.ts';
import { deleteExpiredTempUsers } from './registration.ts';
import type { RoleCatalog } from './roles.ts';
import type { UserRow } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/* Checks and inserts tried this many times when a concurrent invitation wins an e-mail. */
const RACE_RETRIES = 3;

const isUniqueViolation = (error: unknown): boolean => {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return pg.code === '23505' || (error as { code?: unknown }).code === '23505';
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

export interface BulkInvitationOptions {
  db: Db;
  roleCatalog: RoleCatalog;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  publicUrl: string;
}

/** The results of `rows`, one per row, in order: the id of its invitation, or why it was refused. */
export async function inviteMany(
  { db, roleCatalog, mailOutbox, publicUrl }: BulkInvitationOptions,
  actor: UserRow,
  rows: readonly unknown[],
): Promise<BulkInviteResult[]> {
  const results: BulkInviteResult[] = [];
  const valid: { row: number; data: BulkInviteRow }[] = [];
  rows.forEach((raw, row) => {
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
    db,
    valid.map(({ data }) => data.email),
  );
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);

  /** Checks the e-mails, then creates the rows still free in one transaction; refusals go to `refused`. */
  const attempt = async (refused: BulkInviteResult[]) => {
    const taken = await takenEmails(
      db,
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
    return db.transaction(async (tx) => {
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
          ...invitationMail(data.firstName, `${publicUrl}/register/${id}`, roleCatalog.get(data.role)?.name ?? ''),
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
  mailOutbox.wake();
  return results.sort((a, b) => a.row - b.row);
}
