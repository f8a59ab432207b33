import { ERROR_CODES, MESSAGES, isStaffEdit } from '@school/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { subjects, taughtSubjects, users } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { recordAudit } from '../../plugins/app/audit.ts';
import { accountOf, bannedError } from '../../plugins/app/auth.ts';
import { deleteStoredAvatar, isStoredAvatarUrl, storeAvatar } from '../../plugins/app/avatars.ts';
import { clearLoginFailures, loginWaitMs, recordLoginFailure, throttleKeys } from '../../plugins/app/login-throttle.ts';
import { authorize, keepTaughtSubjects } from '../../plugins/app/policy.ts';
import {
  revokeAllForUser,
  revokeByToken,
  revokeFamilyOf,
  rotateSession,
  startSession,
} from '../../plugins/app/sessions.ts';
import {
  findUserById,
  findUserByLogin,
  findUserByUsername,
  toUser,
  type UserRow,
} from '../../plugins/app/users-repo.ts';
import { defineRoute } from '../define.ts';

export async function accountRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  defineRoute(
    app,
    'login',
    { rateLimit: config.rateLimits.login, summary: 'Sign in by username or e-mail' },
    async (request) => {
      const { username, password } = request.body;
      const user = await findUserByLogin(app.db, username);
      /* Count an existing account by its id, so its login and its e-mail share one budget. */
      const keys = throttleKeys(user ? `id:${user.id}` : username, request.ip);
      const waitMs = await loginWaitMs(app.db, keys);
      if (waitMs > 0) {
        throw httpError(429, `${MESSAGES.tooManyAttempts} Повторите через ${Math.ceil(waitMs / 1000)} с.`);
      }
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordLoginFailure(app.db, keys, config.loginThrottle);
        throw httpError(401, MESSAGES.wrongCredentials);
      }
      await clearLoginFailures(app.db, keys);
      if (user.isBanned) throw bannedError();
      return startSession(app.db, app.accessTokens, user.id);
    },
  );

  defineRoute(app, 'getUser', { summary: 'The signed-in user' }, async (request) =>
    toUser(app.db, app.roleCatalog, accountOf(request)),
  );

  defineRoute(
    app,
    'refreshToken',
    {
      summary: 'Rotate the refresh token',
      /* No token at all is an unknown token (api.md: 401), not a malformed request. */
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        const token = body && typeof body === 'object' ? body.authorization : undefined;
        if (token === undefined || token === null || token === '') throw httpError(401, MESSAGES.invalidToken);
      },
    },
    async (request) => {
      const result = await rotateSession(app.db, app.accessTokens, request.body.authorization);
      if (!result.ok) throw httpError(401, MESSAGES.invalidToken);
      const user = await findUserById(app.db, result.userId);
      if (!user) throw httpError(401, MESSAGES.invalidToken);
      if (user.isBanned) throw bannedError();
      return { newToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken };
    },
  );

  defineRoute(app, 'logout', { summary: 'End the sign-in of this refresh token' }, async (request) => {
    const refreshToken = request.body.authorization;
    if (refreshToken) await revokeByToken(app.db, refreshToken);
    /* A client that sends only its access token means the same sign-in. */
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await app.accessTokens.verify(bearer) : null;
    if (claims) await revokeFamilyOf(app.db, claims.sub, claims.sid);
    return { ok: true as const };
  });

  defineRoute(app, 'getRoles', { summary: 'The role list' }, async () => app.roleCatalog.list);

  defineRoute(app, 'roleList', { summary: 'Name and menu of a role' }, async (request) => {
    const role = app.roleCatalog.find(request.query.rolename);
    if (!role) throw httpError(404, MESSAGES.roleNotFound);
    return { name: role.name, menu: role.menu };
  });

  defineRoute(
    app,
    'updateProfile',
    {
      summary: 'Own profile, or a staff edit of another account',
      /* Forms send every field: an empty password means "unchanged", and so does an avatar that is
         empty or the URL of an avatar already stored here. */
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (!body || typeof body !== 'object') return;
        if (body.password === '' || body.password === null) delete body.password;
        const avatar = body.avatar;
        /* The current avatar may also be an outside URL (a VK ID profile picture). */
        const current = request.account?.avatar;
        if (
          avatar === '' ||
          avatar === null ||
          (typeof avatar === 'string' && (isStoredAvatarUrl(avatar) || avatar === current))
        )
          delete body.avatar;
      },
    },
    async (request) => {
      const actor = accountOf(request);
      const body = request.body;

      if (isStaffEdit(body)) {
        const target = await findUserByUsername(app.db, body.username);
        if (!target) {
          const denied = authorize(actor, { action: 'admin.open' });
          throw denied ? httpError(403, denied, ERROR_CODES.forbidden) : httpError(404, MESSAGES.userNotFound);
        }
        const denied = authorize(actor, { action: 'user.edit', target, newRoles: body.roles });
        if (denied) throw httpError(403, denied, ERROR_CODES.forbidden);
        const roles = [...new Set(body.roles)];
        const wanted = keepTaughtSubjects(roles)
          ? [...new Set(body.subjectsTeach.map((s) => s.trim().toLowerCase()))]
          : [];
        const known = wanted.length
          ? await app.db.select({ id: subjects.id, shortname: subjects.shortname }).from(subjects)
          : [];
        const subjectIds = wanted.map((shortname) => {
          const subject = known.find((entry) => entry.shortname === shortname);
          if (!subject) throw httpError(400, MESSAGES.subjectUnknown);
          return subject.id;
        });
        const avatar = body.avatar ? await storeAvatar(app.db, target.id, body.avatar) : undefined;
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
      }
      const changes: Partial<UserRow> = { firstName: body.firstName, lastName: body.lastName, updatedAt: new Date() };
      if (body.avatar) changes.avatar = await storeAvatar(app.db, actor.id, body.avatar);
      if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
      await app.db.update(users).set(changes).where(eq(users.id, actor.id));
      if (changes.avatar) await deleteStoredAvatar(app.db, actor.avatar);
      if (body.password !== undefined) {
        /* Every sign-in ends, this one included (issue 4): the new password must be used from now on. */
        await revokeAllForUser(app.db, actor.id);
        if (actor.email) {
          await app.mailer
            .send({ to: actor.email, ...passwordChangedMail(actor.firstName, new Date()) })
            .catch((error: unknown) => request.log.error({ err: error }, 'password-changed notice not sent'));
        }
      }
      return toUser(app.db, app.roleCatalog, (await findUserById(app.db, actor.id))!);
    },
  );
}
