/** Session, password recovery and VK ID sign-in. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, isTicketExpired, MESSAGES } from '@school/contract';
import { MOCK_PASSWORD, MOCK_VK_STATE, tempUsers, tokensFor, VK_CODE_PREFIX, vkTokenFor } from '../fixtures.ts';
import { fail, findUserByLogin, handle, ok, type MockContext } from '../handle.ts';

const VK_TOKEN_PREFIX = vkTokenFor('');

/** The VK user id a VK access token of the mocks belongs to, or null. */
const vkIdOfToken = (token: string): string | null =>
  token.startsWith(VK_TOKEN_PREFIX) && token.length > VK_TOKEN_PREFIX.length
    ? token.slice(VK_TOKEN_PREFIX.length)
    : null;

export const authHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'login', ({ body }) => {
    const user = findUserByLogin(ctx, body.username);
    if (!user || body.password !== MOCK_PASSWORD) return fail(401, MESSAGES.wrongCredentials, ERROR_CODES.unauthorized);
    if (user.isBanned) return fail(403, MESSAGES.banned, ERROR_CODES.banned);
    return ok('login', tokensFor(user));
  }),

  handle(ctx, 'getUser', ({ viewer }) => ok('getUser', viewer)),

  handle(ctx, 'refreshToken', ({ body }) => {
    const user = ctx.db.users.find((candidate) => `refresh-${candidate.username}` === body.authorization);
    if (!user || user.isBanned) return fail(401, MESSAGES.invalidToken, ERROR_CODES.unauthorized);
    const tokens = tokensFor(user);
    return ok('refreshToken', { newToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  }),

  handle(ctx, 'logout', () => ok('logout', { ok: true })),

  /* 200 whether or not the account exists, so the answer does not reveal who is registered. */
  handle(ctx, 'resetPass', () => ok('resetPass', { ok: true })),

  handle(ctx, 'searchTicket', ({ query }) =>
    isTicketExpired(query.ticket)
      ? fail(404, MESSAGES.ticketExpired, ERROR_CODES.notFound)
      : ok('searchTicket', { ok: true }),
  ),

  handle(ctx, 'resetPassword', ({ body }) =>
    isTicketExpired(body.ticket)
      ? fail(404, MESSAGES.ticketExpired, ERROR_CODES.notFound)
      : ok('resetPassword', { ok: true }),
  ),

  handle(ctx, 'vkStart', () => ok('vkStart', { state: MOCK_VK_STATE, codeChallenge: 'mock-code-challenge' })),

  handle(ctx, 'exchangeVkCode', ({ body }) => {
    if (body.state !== MOCK_VK_STATE) return fail(400, MESSAGES.vkStateInvalid, ERROR_CODES.badRequest);
    if (!body.code.startsWith(VK_CODE_PREFIX)) {
      return ok('exchangeVkCode', { error: 'invalid_grant', error_description: 'Code is invalid or expired' });
    }
    const vkId = body.code.slice(VK_CODE_PREFIX.length);
    return ok('exchangeVkCode', { access_token: vkTokenFor(vkId), refresh_token: `vk-refresh-${vkId}`, user_id: vkId });
  }),

  handle(ctx, 'getVkUser', ({ query }) => {
    const vkId = vkIdOfToken(query.access_token);
    if (!vkId) return fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);
    const user = ctx.db.users.find((candidate) => candidate.VKId === vkId);
    if (!user) return fail(404, MESSAGES.vkUserNotFound, ERROR_CODES.notFound);
    if (user.isBanned) return fail(403, MESSAGES.banned, ERROR_CODES.banned);
    return ok('getVkUser', tokensFor(user));
  }),

  handle(ctx, 'createVkUser', ({ body }) =>
    vkIdOfToken(body.access_token)
      ? ok('createVkUser', { tempuserId: tempUsers.vk._id })
      : fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized),
  ),
];
