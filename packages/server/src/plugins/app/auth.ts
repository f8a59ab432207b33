import { ERROR_CODES, MESSAGES } from '@school/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { forbiddenError, httpError } from '../../lib/http-error.ts';
import { createAccessTokens, type AccessTokens } from '../../lib/tokens.ts';
import { authorize } from '../../services/policy.ts';
import { RoleCatalog } from '../../services/roles.ts';
import { taughtSubjectsJson, type TaughtSubject, type UserRow } from '../../services/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    roleCatalog: RoleCatalog;
    /** onRequest hook: a valid access token of an active, not banned account. */
    authenticate: onRequestAsyncHookHandler;
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

export const bannedError = () => httpError(403, MESSAGES.banned, ERROR_CODES.banned);

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

    /* The hottest query of the API, prepared once, one round trip: the account, whether its sign-in
       is still on, and the subjects it teaches (all getuser needs beside the cached roles). */
    const bearerQuery = app.db
      .select({
        account: users,
        /* Plain SQL: Drizzle drops table names in a one-table select, which would misbind "id" here. */
        active: sql<boolean>`exists (select 1 from refresh_sessions rs where rs.family_id = ${sql.placeholder('sid')} and rs.user_id = "users"."id" and rs.revoked_at is null and rs.expires_at > now())`,
        taught: taughtSubjectsJson(sql`"users"."id"`),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('uid')))
      .limit(1);
    app.database.keepPrepared('bearer_account', bearerQuery.toSQL().sql);
    const bearerAccount = bearerQuery.prepare('bearer_account');

    /* Every bearer call re-reads the account, so a ban or a role change applies at once. */
    async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw httpError(401, MESSAGES.unauthorized);
      const claims = await app.accessTokens.verify(match[1]);
      if (!claims) throw httpError(401, MESSAGES.invalidToken);
      const [row] = await bearerAccount.execute({ uid: claims.sub, sid: claims.sid });
      if (!row) throw httpError(401, MESSAGES.invalidToken);
      const { account, active, taught } = row;
      /* Banned before revoked: a banned user learns why, as the app's 'Доступ запрещен' dialog expects. */
      if (account.isBanned) throw bannedError();
      if (!active) throw httpError(401, MESSAGES.invalidToken);
      request.account = account;
      request.taughtSubjects = taught;
      request.sessionFamily = claims.sid;
    }

    async function requireSenior(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      const denied = authorize(accountOf(request), { action: 'admin.open' });
      if (denied) throw forbiddenError(denied);
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireSenior', requireSenior);
  },
  { name: 'auth', dependencies: ['db'] },
);
