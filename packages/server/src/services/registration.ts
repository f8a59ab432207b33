import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { EXPIRED_INVITATION_KEEP_DAYS, type PendingRegistration, type TempUser } from '@school/contract';
import type { Db } from '../db/client.ts';
import { invitations, tempUsers } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TempUserRow = typeof tempUsers.$inferSelect;

export const toTempUser = (row: TempUserRow): TempUser => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  username: row.username,
  VKId: row.vkId,
  avatar: row.avatar,
  phone: row.phone,
  roles: row.roles as TempUser['roles'],
  emailChecked: row.emailChecked,
  sendOTPAt: row.sendOtpAt,
});

/** The staff view of a pending registration: whether it is an invitation, and until when it holds. */
export const toPendingRegistration = (row: TempUserRow, invitation: boolean): PendingRegistration => ({
  ...toTempUser(row),
  invitation,
  expiresAt: row.expiresAt.toISOString(),
});

/* Rows of temp_users that are not a staff invitation. */
const notInvitation = sql`NOT EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.tempUserId} = ${tempUsers.id})`;

/**
 * A pending registration that has not expired. An expired self-registration is removed on sight;
 * an expired invitation stays for the staff list (deleteExpiredTempUsers says how long).
 */
export async function findLiveTempUser(db: Db, id: string): Promise<TempUserRow | undefined> {
  const [row] = await db.select().from(tempUsers).where(eq(tempUsers.id, id)).limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(tempUsers).where(and(eq(tempUsers.id, id), notInvitation));
    return undefined;
  }
  return row;
}

/**
 * Frees logins and e-mails held by pending registrations whose time ran out. Expired invitations
 * stay listed for staff (marked, removable, renewable) for EXPIRED_INVITATION_KEEP_DAYS, unless a new
 * registration or invitation needs one of their e-mails (`emails`, compared in lower case).
 */
export async function deleteExpiredTempUsers(
  db: Db,
  emails: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const wanted = emails.filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase());
  const keepUntil = new Date(Date.now() - EXPIRED_INVITATION_KEEP_DAYS * DAY_MS);
  await db
    .delete(tempUsers)
    .where(
      and(
        sql`${tempUsers.expiresAt} <= now()`,
        or(
          notInvitation,
          lte(tempUsers.expiresAt, keepUntil),
          wanted.length > 0 ? inArray(sql`lower(${tempUsers.email})`, wanted) : undefined,
        ),
      ),
    );
}
