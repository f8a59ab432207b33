/** The Telegram bot: the deep link that ties a chat to the account, its status, and unlinking. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { fail, handle, ok, type MockContext } from '../../handle.ts';

export const telegramHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'tgLink', ({ viewer }) =>
    viewer.telegramID !== null
      ? fail(409, MESSAGES.telegramAlreadyLinked, ERROR_CODES.conflict)
      : ok('tgLink', { url: `https://t.me/school_mock_bot?start=link-${viewer.username}` }),
  ),

  handle(ctx, 'getTgUser', ({ query, viewer }) => {
    if (query.username !== viewer.username) return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
    return ok('getTgUser', {
      message: viewer.telegramID !== null ? MESSAGES.telegramLinked : MESSAGES.telegramNotLinked,
    });
  }),

  handle(ctx, 'unlinkTg', ({ body, viewer }) =>
    body.username === viewer.username
      ? ok('unlinkTg', { ok: true })
      : fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden),
  ),

  /* Telegram's side, never called by the app: answered so the table is covered, as the server accepts an update. */
  handle(ctx, 'telegramWebhook', () => ok('telegramWebhook', { ok: true })),
];
