/** The Telegram bot: the deep link that ties a chat to the account, its status, and unlinking. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES, type User } from '@school/contract';
import { MOCK_BOT_USERNAME } from '../../fixtures.ts';
import { createContext, fail, handle, ok, type MockContext } from '../../handle.ts';

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

export interface TelegramLinkingOptions {
  /** The check of get-tguser that first answers Complete: the chat has sent /start by then. */
  completeAfter?: number;
  /** The Telegram id the account gets. */
  telegramID?: string;
}

/**
 * Linking as it plays out for `user` (every authenticated call acts as them): tg-link issues the
 * link, get-tguser answers Complete from the `completeAfter`-th check after it, and getuser shows
 * the Telegram id from then on; unlink-tg takes it away again. The state lives in the returned
 * handlers: `reset()` puts it back as it was, for a story that runs twice (light, then dark).
 */
export const telegramLinking = (
  user: User,
  { completeAfter = 2, telegramID = '700800900' }: TelegramLinkingOptions = {},
): HttpHandler[] & { reset: () => void } => {
  const ctx = createContext({ currentUser: user });
  let linkedID = user.telegramID;
  let linkIssued = false;
  let checks = 0;
  const reset = () => {
    linkedID = user.telegramID;
    linkIssued = false;
    checks = 0;
  };
  const handlers = [
    handle(ctx, 'getUser', () => ok('getUser', { ...user, telegramID: linkedID })),

    handle(ctx, 'tgLink', () => {
      if (linkedID !== null) return fail(409, MESSAGES.telegramAlreadyLinked, ERROR_CODES.conflict);
      linkIssued = true;
      checks = 0;
      return ok('tgLink', { url: `https://t.me/${MOCK_BOT_USERNAME}?start=link-${user.username}` });
    }),

    handle(ctx, 'getTgUser', ({ query }) => {
      if (query.username !== user.username) return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
      if (linkedID === null && linkIssued && ++checks >= completeAfter) linkedID = telegramID;
      return ok('getTgUser', { message: linkedID !== null ? MESSAGES.telegramLinked : MESSAGES.telegramNotLinked });
    }),

    handle(ctx, 'unlinkTg', ({ body }) => {
      if (body.username !== user.username) return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
      linkedID = null;
      linkIssued = false;
      return ok('unlinkTg', { ok: true });
    }),
  ];
  return Object.assign(handlers, { reset });
};
