import { MESSAGES, type User } from '@school/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import { authorize } from './policy.ts';
import type { RoleCatalog } from './roles.ts';
import { revokeAllForUser } from './session.ts';
import { findUserByUsername, toUsers, type UserRow } from './users.ts';

/** The admin area's accounts (SENIOR): the list, ban and unban. */
export interface AdminUserService {
  /** Every account, oldest first. */
  list(): Promise<User[]>;
  /** Bans or unbans by the role rules (403) an account (404 unknown); a ban ends its sign-ins at once. */
  setBanned(actor: UserRow, username: string, banned: boolean): Promise<void>;
}

export function createAdminUserService({ db, roleCatalog }: { db: Db; roleCatalog: RoleCatalog }): AdminUserService {
  return {
    async list() {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
      return toUsers(db, roleCatalog, rows);
    },

    async setBanned(actor, username, banned) {
      const target = await findUserByUsername(db, username);
      if (!target) throw httpError(404, MESSAGES.userNotFound);
      const denied = authorize(actor, { action: banned ? 'user.ban' : 'user.unban', target });
      if (denied) throw forbiddenError(denied);
      await db.update(users).set({ isBanned: banned, updatedAt: new Date() }).where(eq(users.id, target.id));
      if (banned) await revokeAllForUser(db, target.id);
      await recordAudit(db, actor, banned ? 'user.ban' : 'user.unban', target.username);
    },
  };
}
