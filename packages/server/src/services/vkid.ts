import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MESSAGES, VK_START_TTL_MS, type VkPurpose } from '@school/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { vkAuthStates, vkSessions } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { createSealer, randomToken, sha256 } from '../lib/secrets.ts';
import { createVkIdClient, VkIdUnavailable, type VkIdClient, type VkIdUser } from './vkid-client.ts';

/** What the server asks VK ID for: the profile (names, avatar), e-mail and phone. */
export const VK_SCOPE = 'vkid.personal_info email phone';

/** VK ID's refresh token lives 180 days; our copy of the session goes with it. */
export const VK_SESSION_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface VkStart {
  state: string;
  codeChallenge: string;
  authorizeUrl: string;
}

export type VkExchange =
  { access_token: string; refresh_token: string; user_id: string } | { error: string; error_description?: string };

export interface VkIdService {
  /** A PKCE round trip: state and verifier kept in the database, VK ID's authorize URL built on VKID_API_URL. */
  start(purpose: VkPurpose): Promise<VkStart>;
  /** Uses the state once (400 unknown or used), exchanges the code with the kept verifier, keeps VK's tokens. */
  exchange(input: { code: string; deviceId: string; state: string }): Promise<VkExchange>;
  /**
   * Who the VK access token belongs to, as VK ID's user_info says. Only tokens this server got by
   * exchanging a code count; an expired one is renewed with the kept refresh token. 401 when VK ID
   * does not confirm, 502 when it does not answer.
   */
  identify(accessToken: string): Promise<VkIdUser>;
  /** Ends the VK ID sessions of `vkUserId` kept here, at VK ID too (its failures are only logged). */
  endSessionsOf(vkUserId: string): Promise<void>;
}

export interface VkIdServiceOptions {
  db: Db;
  vkid: Config['vkid'] & { appId: string };
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** Replaces the HTTP client (its own tests build one on the stand-in). */
  client?: VkIdClient;
}

const notConfirmed = () => httpError(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);

/** VK ID unreachable, too slow or unreadable: 502 with a Russian message, never a 500 or a hung request. */
async function reachable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof VkIdUnavailable) throw httpError(502, MESSAGES.vkUnavailable, ERROR_CODES.serverError);
    throw error;
  }
}

export function createVkIdService({ db, vkid, jwtSecret, log, client: given }: VkIdServiceOptions): VkIdService {
  const client = given ?? createVkIdClient({ appId: vkid.appId, apiUrl: vkid.apiUrl, timeoutMs: vkid.timeoutMs, log });
  const sealer = createSealer(jwtSecret, 'vkid-tokens');
  type SessionRow = typeof vkSessions.$inferSelect;

  /**
   * A new access token for the session, or null when VK ID ended it (`invalid_grant`: the row goes).
   * A parallel request may have renewed it first, spending the refresh token we hold: then its
   * new access token is the answer.
   */
  async function renew(row: SessionRow): Promise<string | null> {
    const refreshToken = sealer.open(row.refreshToken);
    if (!refreshToken) return null;
    const answer = await client.refresh({ refreshToken, deviceId: row.deviceId, state: randomToken() });
    if (answer.ok) {
      if (answer.value.userId !== row.vkUserId) return null;
      await db
        .update(vkSessions)
        .set({
          accessToken: sealer.seal(answer.value.accessToken),
          refreshToken: sealer.seal(answer.value.refreshToken),
          renewedAt: new Date(),
          expiresAt: new Date(Date.now() + VK_SESSION_TTL_MS),
        })
        .where(and(eq(vkSessions.id, row.id), eq(vkSessions.refreshToken, row.refreshToken)));
      return answer.value.accessToken;
    }
    const [again] = await db.select().from(vkSessions).where(eq(vkSessions.id, row.id)).limit(1);
    if (again && again.refreshToken !== row.refreshToken) return sealer.open(again.accessToken);
    if (answer.error === 'invalid_grant') {
      log.info({ vkUserId: row.vkUserId }, 'vk id session ended by vk id');
      await db.delete(vkSessions).where(and(eq(vkSessions.id, row.id), eq(vkSessions.refreshToken, row.refreshToken)));
    }
    return null;
  }

  return {
    async start(purpose) {
      const state = randomToken();
      /* 64 characters of [A-Za-z0-9_-]: within PKCE's 43-128 unreserved characters. */
      const codeVerifier = randomBytes(48).toString('base64url');
      const codeChallenge = sha256(codeVerifier);
      const redirectUri = purpose === 'link' ? vkid.linkRedirectUrl : vkid.redirectUrl;
      await db.insert(vkAuthStates).values({
        stateHash: sha256(state),
        codeVerifier,
        purpose,
        redirectUri,
        expiresAt: new Date(Date.now() + VK_START_TTL_MS),
      });
      const authorizeUrl = new URL(`${vkid.apiUrl}/authorize`);
      authorizeUrl.search = new URLSearchParams({
        response_type: 'code',
        client_id: vkid.appId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        scope: VK_SCOPE,
      }).toString();
      return { state, codeChallenge, authorizeUrl: authorizeUrl.toString() };
    },

    async exchange({ code, deviceId, state }) {
      /* Deleting it claims it: of two requests with one state only one finds it. */
      const [started] = await db
        .delete(vkAuthStates)
        .where(and(eq(vkAuthStates.stateHash, sha256(state)), gt(vkAuthStates.expiresAt, new Date())))
        .returning();
      if (!started) throw httpError(400, MESSAGES.vkStateInvalid, ERROR_CODES.badRequest);
      const answer = await reachable(() =>
        client.exchangeCode({
          code,
          codeVerifier: started.codeVerifier,
          deviceId,
          redirectUri: started.redirectUri,
          state,
        }),
      );
      if (!answer.ok) {
        return { error: answer.error, ...(answer.description ? { error_description: answer.description } : {}) };
      }
      const { accessToken, refreshToken, userId } = answer.value;
      await db.insert(vkSessions).values({
        vkUserId: userId,
        deviceId,
        accessTokenHash: sha256(accessToken),
        accessToken: sealer.seal(accessToken),
        refreshToken: sealer.seal(refreshToken),
        expiresAt: new Date(Date.now() + VK_SESSION_TTL_MS),
      });
      return { access_token: accessToken, refresh_token: refreshToken, user_id: userId };
    },

    async identify(presented) {
      /* The browser's token is only a handle on a session this server opened; VK ID is asked with
         the session's current token, which differs once it has been renewed. */
      const [row] = await db
        .select()
        .from(vkSessions)
        .where(and(eq(vkSessions.accessTokenHash, sha256(presented)), gt(vkSessions.expiresAt, new Date())))
        .limit(1);
      if (!row) throw notConfirmed();
      let accessToken = sealer.open(row.accessToken);
      if (!accessToken) throw notConfirmed();
      let info = await reachable(() => client.userInfo(accessToken!));
      if (!info.ok && info.error === 'invalid_token') {
        accessToken = await reachable(() => renew(row));
        if (!accessToken) throw notConfirmed();
        info = await reachable(() => client.userInfo(accessToken!));
      }
      if (!info.ok) throw notConfirmed();
      if (info.value.userId !== row.vkUserId) {
        log.warn({ vkUserId: row.vkUserId }, 'vk id user_info names another user than the code exchange');
        throw notConfirmed();
      }
      return info.value;
    },

    async endSessionsOf(vkUserId) {
      const rows = await db.delete(vkSessions).where(eq(vkSessions.vkUserId, vkUserId)).returning();
      await Promise.all(
        rows.map(async (row) => {
          const accessToken = sealer.open(row.accessToken);
          if (!accessToken) return;
          try {
            await client.logout(accessToken);
          } catch (error) {
            /* Our side is unlinked already; VK ID's session runs out by itself. */
            log.warn({ err: error, vkUserId }, 'vk id logout failed');
          }
        }),
      );
    },
  };
}
