import { eq, sql } from 'drizzle-orm';
import type { TempUser } from '@school/contract';
import type { Db } from '../db/client.ts';
import { tempUsers } from '../db/schema/index.ts';

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

/** A pending registration that has not expired (an expired one is removed on sight). */
export async function findLiveTempUser(db: Db, id: string): Promise<TempUserRow | undefined> {
  const [row] = await db.select().from(tempUsers).where(eq(tempUsers.id, id)).limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(tempUsers).where(eq(tempUsers.id, id));
    return undefined;
  }
  return row;
}

/** Frees logins and e-mails held by pending registrations whose time ran out. */
export async function deleteExpiredTempUsers(db: Db): Promise<void> {
  await db.delete(tempUsers).where(sql`${tempUsers.expiresAt} <= now()`);
}
