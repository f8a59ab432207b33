import { COOKIES, MESSAGES } from '@school/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { bannedError, forbiddenError, httpError } from '../../lib/http-error.ts';
import { createAccessTokens, type AccessTokens } from '../../lib/tokens.ts';
import { authorize } from '../../services/policy.ts';
import { RoleCatalog } from '../../services/roles.ts';
import { prepareBearerAccount } from '../../services/session.ts';
import type { TaughtSubject, UserRow } from '../../services/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    roleCatalog: RoleCatalog;
    /** onRequest hook: a valid access token of an active, not banned account. */
    authenticate: onRequestAsyncHookHandler;
    /**
     * onRequest hook: as authenticate, with the token from the Authorization header or, without
     * one, from the app's access-token cookie: for downloads a plain link or <img> asks for
     * (decision 033); never for a call that changes anything.
     */
    authenticateWithCookie: onRequestAsyncHookHandler;
    /** onRequest hook: as authenticate, and the account may open the admin area. */
    requireSenior: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    account: UserRow | null;
    /** The subjects `account` teaches, in order, read with it (getuser answers them). */
    taughtSubjects: readonly TaughtSubject[] | null;
    sessionFamily: string | null;
  }
}

/** The signed-in account of a request that passed `authenticate`. */
export function accountOf(request: FastifyRequest): UserRow {
  if (!request.account) throw httpError(401, MESSAGES.unauthorized);
  return request.account;
}

export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('accessTokens', createAccessTokens(config.jwtSecret));
    app.decorate('roleCatalog', await RoleCatalog.load(app.db));
    app.decorateRequest('account', null);
    app.decorateRequest('taughtSubjects', null);
    app.decorateRequest('sessionFamily', null);

    const bearerAccount = prepareBearerAccount(app.database);

    /** The bearer token of the Authorization header; null without the header, '' for one that names none. */
    const bearerToken = (request: FastifyRequest): string | null => {
      const header = request.headers.authorization;
      if (header === undefined) return null;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      return match?.[1] ?? '';
    };

    /* Every bearer call re-reads the account, so a ban or a role change applies at once. */
    async function signIn(request: FastifyRequest, token: string | null | undefined): Promise<void> {
      if (!token) throw httpError(401, MESSAGES.unauthorized);
      const claims = await app.accessTokens.verify(token);
      if (!claims) throw httpError(401, MESSAGES.invalidToken);
      const row = await bearerAccount(claims);
      if (!row) throw httpError(401, MESSAGES.invalidToken);
      const { account, active, taught } = row;
      /* Banned before revoked: a banned user learns why, as the app's 'Доступ запрещен' dialog expects. */
      if (account.isBanned) throw bannedError();
      if (!active) throw httpError(401, MESSAGES.invalidToken);
      request.account = account;
      request.taughtSubjects = taught;
      request.sessionFamily = claims.sid;
    }

    async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      await signIn(request, bearerToken(request));
    }

    /* A header that is there decides, even a broken one: the cookie never stands in for a bad bearer. */
    async function authenticateWithCookie(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const bearer = bearerToken(request);
      await signIn(request, bearer ?? parseCookies(request.headers.cookie ?? '')[COOKIES.accessToken]);
    }

    async function requireSenior(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      const denied = authorize(accountOf(request), { action: 'admin.open' });
      if (denied) throw forbiddenError(denied);
    }

    app.decorate('authenticate', authenticate);
    app.decorate('authenticateWithCookie', authenticateWithCookie);
    app.decorate('requireSenior', requireSenior);
  },
  { name: 'auth', dependencies: ['db'] },
);
