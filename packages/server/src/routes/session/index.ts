import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { clientOf } from '../../services/session.ts';
import { userOf } from '../../services/users.ts';
import { defineRoute } from '../define.ts';

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

/** Sign-in, the signed-in user, token rotation, sign-out, and the list of one's sign-ins. */
export async function sessionRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  defineRoute(app, 'login', { rateLimit: config.rateLimits.login }, async (request, reply) => {
    const { username, password } = request.body;
    const signedIn = await app.signIns.withPassword(username, password, clientOf(request));
    if ('retryAfterS' in signedIn) {
      reply.header('retry-after', String(signedIn.retryAfterS));
      throw httpError(429, `${MESSAGES.tooManyAttempts} Повторите через ${signedIn.retryAfterS} с.`);
    }
    return signedIn;
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
      const tokens = await app.signIns.refresh(request.body.authorization, clientOf(request));
      return { newToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
  );

  /* A client that sends only its access token means the same sign-in. */
  defineRoute(app, 'logout', {}, async (request) => {
    await app.signIns.logout(request.body.authorization, bearerToken(request.headers.authorization));
    return { ok: true as const };
  });

  defineRoute(app, 'listSessions', {}, async (request) => app.signIns.list(request.account, request.sessionFamily));

  defineRoute(app, 'revokeSession', {}, async (request) => {
    if (!(await app.signIns.end(request.account, request.body.id))) throw httpError(404, MESSAGES.signInNotFound);
    return { ok: true as const };
  });

  defineRoute(app, 'revokeOtherSessions', {}, async (request) => {
    await app.signIns.endOthers(request.account, request.sessionFamily);
    return { ok: true as const };
  });
}
