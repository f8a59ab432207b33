import { ERROR_CODES, MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { forbiddenError, httpError } from '../../../lib/http-error.ts';
import { safeEqual } from '../../../lib/secrets.ts';
import type { UserRow } from '../../../services/users.ts';
import { defineRoute, defineUnavailableRoutes } from '../../define.ts';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The `username` of an own-account call must be the caller's (logins compare in lower case). */
function ensureOwn(account: UserRow, username: string): void {
  if (account.username.toLowerCase() !== username.toLowerCase()) throw forbiddenError(MESSAGES.forbidden);
}

/**
 * The Telegram bot's calls: the deep link that ties a chat to the account, its status, unlinking,
 * and the webhook Telegram POSTs updates to. Without a bot every call answers 404 "not configured";
 * the webhook answers 404 also while the bot polls (no TELEGRAM_WEBHOOK_SECRET).
 */
export async function telegramRoutes(app: FastifyInstance): Promise<void> {
  const { username: botUsername, webhookSecret } = app.telegram;
  if (!botUsername) {
    defineUnavailableRoutes(
      app,
      ['tgLink', 'getTgUser', 'unlinkTg', 'telegramWebhook'],
      MESSAGES.telegramNotConfigured,
    );
    return;
  }

  defineRoute(app, 'tgLink', {}, async (request) => ({
    url: `https://t.me/${botUsername}?start=${await app.telegramLinks.linkToken(request.account)}`,
  }));

  defineRoute(app, 'getTgUser', {}, async (request) => {
    ensureOwn(request.account, request.query.username);
    return { message: request.account.telegramId ? MESSAGES.telegramLinked : MESSAGES.telegramNotLinked };
  });

  defineRoute(app, 'unlinkTg', {}, async (request) => {
    ensureOwn(request.account, request.body.username);
    if (await app.telegramLinks.unlink(request.account)) request.log.info('telegram unlinked');
    return { ok: true as const };
  });

  defineRoute(
    app,
    'telegramWebhook',
    {
      extraStatuses: [401, 404],
      /* Before the body is read: a caller without the secret learns nothing and changes nothing. */
      guard: async (request) => {
        if (!webhookSecret) throw httpError(404, MESSAGES.notFound, ERROR_CODES.notFound);
        const given = request.headers[SECRET_HEADER];
        if (typeof given !== 'string' || !safeEqual(given, webhookSecret)) {
          throw httpError(401, MESSAGES.unauthorized, ERROR_CODES.unauthorized);
        }
      },
    },
    async (request) => {
      /* Errors are logged inside; Telegram always gets 200, or it would deliver the update again. */
      await app.telegram.handleUpdate(request.body as unknown as Update);
      return { ok: true as const };
    },
  );
}
