/**
 * The profile (api.md update-profile, my-data): one's own names, avatar and password, a staff edit
 * of another account's names, roles and taught subjects by the role rules of platform.md section 6,
 * and the copy of everything kept about oneself.
 */
import {
  MESSAGES,
  TELEGRAM_BOT_TEXTS,
  isOutsideAvatarUrl,
  isStaffEdit,
  type EndpointParsedBody,
  type MyData,
  type UpdateOtherUserBody,
  type User,
} from '@school/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { taughtSubjects, users } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { recordAudit } from './audit.ts';
import { deleteStoredAvatar, storeAvatar } from './avatars.ts';
import { queueMail, type MailOutboxWorker } from './mail-outbox.ts';
import { exportMyData } from './my-data.ts';
import { authorize, keepTaughtSubjects } from './policy.ts';
import { spendResetTickets } from './reset-tickets.ts';
import type { RoleCatalog } from './roles.ts';
import { revokeOthersForUser } from './session.ts';
import { listSubjects } from './subjects.ts';
import type { TelegramNotifier } from './telegram-links.ts';
import { findUserById, findUserByUsername, toUser, type TaughtSubject, type UserRow } from './users.ts';

type ProfileBody = EndpointParsedBody<'updateProfile'>;
type StaffEdit = ProfileBody & UpdateOtherUserBody;

export interface ProfileService {
  /** Everything the platform keeps about the account, for its owner (152-ФЗ, article 14). */
  myData(account: UserRow, taught: readonly TaughtSubject[]): Promise<MyData>;
  /**
   * Changes the actor's own profile, or (a body naming `username`) another account as staff; a
   * password change ends every sign-in but `sessionFamily`. Answers the User as it is now.
   */
  update(actor: UserRow, sessionFamily: string, body: ProfileBody): Promise<User>;
}

export interface ProfileServiceOptions {
  db: Db;
  roleCatalog: RoleCatalog;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  telegram: TelegramNotifier;
}

export function createProfileService({ db, roleCatalog, mailOutbox, telegram }: ProfileServiceOptions): ProfileService {
  const userNow = async (id: string) => toUser(db, roleCatalog, (await findUserById(db, id))!);

  async function editAnother(actor: UserRow, body: StaffEdit, newAvatar: string | undefined): Promise<User> {
    const target = await findUserByUsername(db, body.username);
    if (!target) {
      const denied = authorize(actor, { action: 'admin.open' });
      throw denied ? forbiddenError(denied) : httpError(404, MESSAGES.userNotFound);
    }
    const denied = authorize(actor, { action: 'user.edit', target, newRoles: body.roles });
    if (denied) throw forbiddenError(denied);
    const roles = [...new Set(body.roles)];
    const wanted = keepTaughtSubjects(roles) ? [...new Set(body.subjectsTeach)] : [];
    const known = wanted.length ? await listSubjects(db) : [];
    const subjectIds = wanted.map((shortname) => {
      const subject = known.find((entry) => entry.shortname === shortname);
      if (!subject) throw httpError(400, MESSAGES.subjectUnknown);
      return subject.id;
    });
    const avatar = newAvatar ? await storeAvatar(db, newAvatar) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          roles,
          updatedAt: new Date(),
          ...(avatar ? { avatar } : {}),
        })
        .where(eq(users.id, target.id));
      await tx.delete(taughtSubjects).where(eq(taughtSubjects.userId, target.id));
      if (subjectIds.length) {
        await tx
          .insert(taughtSubjects)
          .values(subjectIds.map((subjectId, position) => ({ userId: target.id, subjectId, position })));
      }
    });
    if (avatar) await deleteStoredAvatar(db, target.avatar);
    await recordAudit(db, actor, 'user.update', target.username, {
      before: { firstName: target.firstName, lastName: target.lastName, roles: target.roles },
      after: { firstName: body.firstName, lastName: body.lastName, roles, subjectsTeach: wanted },
      ...(avatar ? { avatar: true } : {}),
    });
    return userNow(target.id);
  }

  async function editOwn(
    actor: UserRow,
    sessionFamily: string,
    body: ProfileBody,
    newAvatar: string | undefined,
  ): Promise<User> {
    if (body.password !== undefined) {
      const denied = authorize(actor, { action: 'profile.changePassword' });
      if (denied) throw httpError(400, denied);
      /* Whoever holds an open session must still know the password to change it. */
      const current = body.currentPassword;
      const valid =
        current !== undefined && actor.passwordHash ? await verifyPassword(actor.passwordHash, current) : false;
      if (!valid) throw httpError(400, MESSAGES.wrongCurrentPassword);
    }
    const changes: Partial<UserRow> = { firstName: body.firstName, lastName: body.lastName, updatedAt: new Date() };
    /* 'О себе' and the Telegram switch of /teachers (issue 42): one's own only, absent leaves them. */
    if (body.about !== undefined) changes.about = body.about;
    if (body.showTelegram !== undefined) changes.showTelegram = body.showTelegram;
    if (newAvatar) changes.avatar = await storeAvatar(db, newAvatar);
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
    const email = actor.email;
    /* A password change, the sign-ins it ends and its notice commit together or not at all. */
    await db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, actor.id));
      if (body.password === undefined) return;
      /* Every other sign-in ends (issue 11); the one that changed the password goes on. */
      await revokeOthersForUser(tx, actor.id, sessionFamily);
      await spendResetTickets(tx, actor.id);
      if (email) await queueMail(tx, { to: email, ...passwordChangedMail(actor.firstName, new Date()) });
    });
    if (changes.avatar) await deleteStoredAvatar(db, actor.avatar);
    if (body.password !== undefined) {
      mailOutbox.wake();
      telegram.notify(actor.telegramId, TELEGRAM_BOT_TEXTS.passwordChanged);
    }
    return userNow(actor.id);
  }

  return {
    myData: (account, taught) => exportMyData(db, roleCatalog, account, taught),

    async update(actor, sessionFamily, body) {
      /* The contract reads an empty or stored avatar as unchanged; an outside URL (a VK ID picture)
         is unchanged only when it is the current avatar. */
      let newAvatar = body.avatar;
      if (newAvatar !== undefined && isOutsideAvatarUrl(newAvatar)) {
        if (newAvatar !== actor.avatar) throw httpError(400, MESSAGES.avatarInvalid);
        newAvatar = undefined;
      }
      return isStaffEdit(body) ? editAnother(actor, body, newAvatar) : editOwn(actor, sessionFamily, body, newAvatar);
    },
  };
}
