import { MESSAGES, TELEGRAM_BOT_TEXTS, isOutsideAvatarUrl, isStaffEdit } from '@school/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjects, taughtSubjects, users } from '../../db/schema/index.ts';
import { forbiddenError, httpError } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { recordAudit } from '../../services/audit.ts';
import { deleteStoredAvatar, storeAvatar } from '../../services/avatars.ts';
import { exportMyData } from '../../services/my-data.ts';
import { authorize, keepTaughtSubjects } from '../../services/policy.ts';
import { spendResetTickets } from '../../services/reset-tickets.ts';
import { queueMail } from '../../services/mail-outbox.ts';
import { revokeOthersForUser } from '../../services/session.ts';
import { findUserById, findUserByUsername, toUser, type UserRow } from '../../services/users.ts';
import { defineRoute } from '../define.ts';

/** The own profile (settings), a staff edit of another account, and the role list with its menus. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'getRoles', {}, async () => app.roleCatalog.list);

  defineRoute(app, 'roleList', {}, async (request) => {
    const role = app.roleCatalog.find(request.query.rolename);
    if (!role) throw httpError(404, MESSAGES.roleNotFound);
    return { name: role.name, menu: role.menu };
  });

  /* A download of one's own data (152-ФЗ, article 14): a file to keep, never a page to cache. */
  defineRoute(app, 'myData', {}, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="my-data.json"');
    reply.header('cache-control', 'no-store');
    return exportMyData(app.db, app.roleCatalog, request.account, request.taughtSubjects);
  });

  defineRoute(app, 'updateProfile', {}, async (request) => {
    const actor = request.account;
    const body = request.body;
    /* The contract reads an empty or stored avatar as unchanged; an outside URL (a VK ID picture)
       is unchanged only when it is the current avatar. */
    let newAvatar = body.avatar;
    if (newAvatar !== undefined && isOutsideAvatarUrl(newAvatar)) {
      if (newAvatar !== actor.avatar) throw httpError(400, MESSAGES.avatarInvalid);
      newAvatar = undefined;
    }

    if (isStaffEdit(body)) {
      const target = await findUserByUsername(app.db, body.username);
      if (!target) {
        const denied = authorize(actor, { action: 'admin.open' });
        throw denied ? forbiddenError(denied) : httpError(404, MESSAGES.userNotFound);
      }
      const denied = authorize(actor, { action: 'user.edit', target, newRoles: body.roles });
      if (denied) throw forbiddenError(denied);
      const roles = [...new Set(body.roles)];
      const wanted = keepTaughtSubjects(roles) ? [...new Set(body.subjectsTeach)] : [];
      const known = wanted.length
        ? await app.db.select({ id: subjects.id, shortname: subjects.shortname }).from(subjects)
        : [];
      const subjectIds = wanted.map((shortname) => {
        const subject = known.find((entry) => entry.shortname === shortname);
        if (!subject) throw httpError(400, MESSAGES.subjectUnknown);
        return subject.id;
      });
      const avatar = newAvatar ? await storeAvatar(app.db, newAvatar) : undefined;
      await app.db.transaction(async (tx) => {
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
      if (avatar) await deleteStoredAvatar(app.db, target.avatar);
      await recordAudit(app.db, actor, 'user.update', target.username, {
        before: { firstName: target.firstName, lastName: target.lastName, roles: target.roles },
        after: { firstName: body.firstName, lastName: body.lastName, roles, subjectsTeach: wanted },
        ...(avatar ? { avatar: true } : {}),
      });
      return toUser(app.db, app.roleCatalog, (await findUserById(app.db, target.id))!);
    }

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
    if (newAvatar) changes.avatar = await storeAvatar(app.db, newAvatar);
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
    const email = actor.email;
    /* A password change, the sign-ins it ends and its notice commit together or not at all. */
    await app.db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, actor.id));
      if (body.password === undefined) return;
      /* Every other sign-in ends (issue 11); the one that changed the password goes on. */
      await revokeOthersForUser(tx, actor.id, request.sessionFamily);
      await spendResetTickets(tx, actor.id);
      if (email) await queueMail(tx, { to: email, ...passwordChangedMail(actor.firstName, new Date()) });
    });
    if (changes.avatar) await deleteStoredAvatar(app.db, actor.avatar);
    if (body.password !== undefined) {
      app.mailOutbox.wake();
      app.telegram.notify(actor.telegramId, TELEGRAM_BOT_TEXTS.passwordChanged);
    }
    return toUser(app.db, app.roleCatalog, (await findUserById(app.db, actor.id))!);
  });
}
