import { ERROR_CODES, parentConsentPendingMessage, TELEGRAM_BOT_TEXTS } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { bannedError, httpError } from '../lib/http-error.ts';
import { pendingParentConsent } from './parent-consent.ts';
import { describeUserAgent, isKnownDevice, startSession, type ClientInfo, type IssuedTokens } from './session.ts';
import type { UserRow } from './users.ts';

/**
 * A person proved who they are (password, or VK ID): a banned account is refused, and so is a student
 * under 14 whose parent has not confirmed yet (told where the confirmation went); otherwise a new
 * sign-in starts, and a linked Telegram hears of a browser and system the account has not used.
 */
export async function signIn(app: FastifyInstance, user: UserRow, client: ClientInfo): Promise<IssuedTokens> {
  if (user.isBanned) throw bannedError();
  const awaiting = await pendingParentConsent(app.db, user.id);
  if (awaiting) {
    throw httpError(403, parentConsentPendingMessage(awaiting.parentEmail), ERROR_CODES.parentConsentPending);
  }
  /* Asked before the new sign-in is recorded, or it would always be known. */
  const newDevice = user.telegramId ? !(await isKnownDevice(app.db, user.id, client.userAgent)) : false;
  const tokens = await startSession(app.db, app.accessTokens, user.id, client);
  if (newDevice) {
    const { browser, os } = describeUserAgent(client.userAgent);
    app.telegram.notify(user.telegramId, TELEGRAM_BOT_TEXTS.newSignIn(browser, os, client.ip));
  }
  return tokens;
}
