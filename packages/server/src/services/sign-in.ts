import { ERROR_CODES, MESSAGES, parentConsentPendingMessage, TELEGRAM_BOT_TEXTS, type SignIn } from '@school/contract';
import type { LoginThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bannedError, httpError } from '../lib/http-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords.ts';
import type { AccessTokens } from '../lib/tokens.ts';
import { clearLoginFailures, loginWaitMs, recordLoginFailure, throttleKeys } from './login-throttle.ts';
import { pendingParentConsent } from './parent-consent.ts';
import {
  describeUserAgent,
  isKnownDevice,
  listSignIns,
  revokeByToken,
  revokeFamilyOf,
  revokeOthersForUser,
  rotateSession,
  startSession,
  type ClientInfo,
  type IssuedTokens,
} from './session.ts';
import type { TelegramNotifier } from './telegram-links.ts';
import { findUserById, findUserByLogin, type UserRow } from './users.ts';

/** A password sign-in refused for now: the login and address failed too often, retry after this. */
export interface LoginThrottled {
  retryAfterS: number;
}

/** The session domain: signing in and out, rotating tokens, and the list of one's sign-ins. */
export interface SignInService {
  /**
   * A sign-in with login (or e-mail) and password: 401 for a wrong pair, throttled per account
   * and address after repeated failures (the answer then says when to retry).
   */
  withPassword(login: string, password: string, client: ClientInfo): Promise<IssuedTokens | LoginThrottled>;
  /**
   * A person proved who they are (password, or VK ID): a banned account is refused, and so is a
   * student under 14 whose parent has not confirmed yet (told where the confirmation went);
   * otherwise a new sign-in starts, and a linked Telegram hears of a browser and system the
   * account has not used.
   */
  start(user: UserRow, client: ClientInfo): Promise<IssuedTokens>;
  /** Swaps a refresh token for a new pair (401 unknown, expired, revoked or replayed; 403 banned). */
  refresh(refreshToken: string, client: ClientInfo): Promise<IssuedTokens>;
  /** Ends the sign-in of the refresh token and of the access token, each when given and valid. */
  logout(refreshToken: string | null | undefined, accessToken: string | undefined): Promise<void>;
  /** The account's active sign-ins, newest use first, `current` marking this one. */
  list(account: UserRow, currentFamilyId: string): Promise<SignIn[]>;
  /** Ends one sign-in of the account; false when it has no such active one. */
  end(account: UserRow, familyId: string): Promise<boolean>;
  /** Ends every sign-in of the account but `keepFamilyId`. */
  endOthers(account: UserRow, keepFamilyId: string): Promise<void>;
}

export interface SignInServiceOptions {
  db: Db;
  tokens: AccessTokens;
  telegram: TelegramNotifier;
  loginThrottle: LoginThrottle;
}

export function createSignInService({ db, tokens, telegram, loginThrottle }: SignInServiceOptions): SignInService {
  async function start(user: UserRow, client: ClientInfo): Promise<IssuedTokens> {
    if (user.isBanned) throw bannedError();
    const awaiting = await pendingParentConsent(db, user.id);
    if (awaiting) {
      throw httpError(403, parentConsentPendingMessage(awaiting.parentEmail), ERROR_CODES.parentConsentPending);
    }
    /* Asked before the new sign-in is recorded, or it would always be known. */
    const newDevice = user.telegramId ? !(await isKnownDevice(db, user.id, client.userAgent)) : false;
    const issued = await startSession(db, tokens, user.id, client);
    if (newDevice) {
      const { browser, os } = describeUserAgent(client.userAgent);
      telegram.notify(user.telegramId, TELEGRAM_BOT_TEXTS.newSignIn(browser, os, client.ip));
    }
    return issued;
  }

  return {
    start,

    async withPassword(login, password, client) {
      const user = await findUserByLogin(db, login);
      /* Count an existing account by its id, so its login and its e-mail share one budget. */
      const keys = throttleKeys(user ? `id:${user.id}` : login, client.ip);
      const waitMs = await loginWaitMs(db, keys);
      if (waitMs > 0) return { retryAfterS: Math.ceil(waitMs / 1000) };
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordLoginFailure(db, keys, loginThrottle);
        throw httpError(401, MESSAGES.wrongCredentials);
      }
      await clearLoginFailures(db, keys);
      return start(user, client);
    },

    async refresh(refreshToken, client) {
      const result = await rotateSession(db, tokens, refreshToken, client);
      if (!result.ok) throw httpError(401, MESSAGES.invalidToken);
      const user = await findUserById(db, result.userId);
      if (!user) throw httpError(401, MESSAGES.invalidToken);
      if (user.isBanned) throw bannedError();
      return result.tokens;
    },

    async logout(refreshToken, accessToken) {
      if (refreshToken) await revokeByToken(db, refreshToken);
      const claims = accessToken ? await tokens.verify(accessToken) : null;
      if (claims) await revokeFamilyOf(db, claims.sub, claims.sid);
    },

    list: (account, currentFamilyId) => listSignIns(db, account.id, currentFamilyId),

    /* Another account's sign-in reads as unknown: its id tells nothing. */
    end: (account, familyId) => revokeFamilyOf(db, account.id, familyId),

    endOthers: (account, keepFamilyId) => revokeOthersForUser(db, account.id, keepFamilyId),
  };
}
