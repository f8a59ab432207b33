import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { bannedError } from '../../lib/http-error.ts';
import { clearLoginFailures, loginWaitMs, recordLoginFailure, throttleKeys } from '../../services/login-throttle.ts';
import {
  clientOf,
  listSignIns,
  revokeByToken,
  revokeFamilyOf,
  revokeOthersForUser,
  rotateSession,
} from '../../services/session.ts';
import { signIn } from '../../services/sign-in.ts';
import { findUserById, findUserByLogin, userOf } from '../../services/users.ts';
import { defineRoute } from '../define.ts';

/** Sign-in, the signed-in user, token rotation, sign-out, and the list of one's sign-ins. */
export async function sessionRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  defineRoute(app, 'login', { rateLimit: config.rateLimits.login }, async (request, reply) => {
    const { username, password } = request.body;
    const user = await findUserByLogin(app.db, username);
    /* Count an existing account by its id, so its login and its e-mail share one budget. */
    const keys = throttleKeys(user ? `id:${user.id}` : username, request.ip);
    const waitMs = await loginWaitMs(app.db, keys);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw httpError(429, `${MESSAGES.tooManyAttempts} Повторите через ${seconds} с.`);
    }
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await recordLoginFailure(app.db, keys, config.loginThrottle);
      throw httpError(401, MESSAGES.wrongCredentials);
    }
    await clearLoginFailures(app.db, keys);
    return signIn(app, user, clientOf(request));
  });

  /* No query of its own: authenticate read the account and its subjects in one round trip. The
     hottest call: its answer, built by userOf with the User type, skips zod's response check. */
  defineRoute(app, 'getUser', { compiledSerializer: true }, async (request) =>
    userOf(app.roleCatalog, request.account, request.taughtSubjects),
  );

  defineRoute(
    app,
    'refreshToken',
    {
      /* No token at all is an unknown token (api.md: 401), not a malformed request. */
      guard: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        const token = body && typeof body === 'object' ? body.authorization : undefined;
        if (token === undefined || token === null || token === '') throw httpError(401, MESSAGES.invalidToken);
      },
    },
    async (request) => {
      const result = await rotateSession(app.db, app.accessTokens, request.body.authorization, clientOf(request));
      if (!result.ok) throw httpError(401, MESSAGES.invalidToken);
      const user = await findUserById(app.db, result.userId);
      if (!user) throw httpError(401, MESSAGES.invalidToken);
      if (user.isBanned) throw bannedError();
      return { newToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken };
    },
  );

  defineRoute(app, 'logout', {}, async (request) => {
    const refreshToken = request.body.authorization;
    if (refreshToken) await revokeByToken(app.db, refreshToken);
    /* A client that sends only its access token means the same sign-in. */
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await app.accessTokens.verify(bearer) : null;
    if (claims) await revokeFamilyOf(app.db, claims.sub, claims.sid);
    return { ok: true as const };
  });

  defineRoute(app, 'listSessions', {}, async (request) =>
    listSignIns(app.db, request.account.id, request.sessionFamily),
  );

  defineRoute(app, 'revokeSession', {}, async (request) => {
    /* Another account's sign-in reads as unknown: its id tells nothing. */
    const ended = await revokeFamilyOf(app.db, request.account.id, request.body.id);
    if (!ended) throw httpError(404, MESSAGES.signInNotFound);
    return { ok: true as const };
  });

  defineRoute(app, 'revokeOtherSessions', {}, async (request) => {
    await revokeOthersForUser(app.db, request.account.id, request.sessionFamily);
    return { ok: true as const };
  });
}
