/** Sign-in, the signed-in user, token rotation, sign-out, and the list of one's sign-ins. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { MOCK_PASSWORD, refreshTokenFor, tokensFor } from '../fixtures.ts';
import { fail, findUserByLogin, handle, ok, type MockContext } from '../handle.ts';

export const sessionHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'login', ({ body }) => {
    const user = findUserByLogin(ctx, body.username);
    if (!user || body.password !== MOCK_PASSWORD) return fail(401, MESSAGES.wrongCredentials, ERROR_CODES.unauthorized);
    if (user.isBanned) return fail(403, MESSAGES.banned, ERROR_CODES.banned);
    return ok('login', tokensFor(user));
  }),

  handle(ctx, 'getUser', ({ viewer }) => ok('getUser', viewer)),

  handle(ctx, 'refreshToken', ({ body }) => {
    const user = ctx.db.users.find((candidate) => refreshTokenFor(candidate) === body.authorization);
    if (!user || user.isBanned) return fail(401, MESSAGES.invalidToken, ERROR_CODES.unauthorized);
    const tokens = tokensFor(user);
    return ok('refreshToken', { newToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  }),

  handle(ctx, 'logout', () => ok('logout', { ok: true })),

  handle(ctx, 'listSessions', () => ok('listSessions', ctx.db.signIns)),

  /* As the server: an id that is not one of the list (another account's, or ended) answers 404. */
  handle(ctx, 'revokeSession', ({ body }) =>
    ctx.db.signIns.some((signIn) => signIn.id === body.id)
      ? ok('revokeSession', { ok: true })
      : fail(404, MESSAGES.signInNotFound, ERROR_CODES.notFound),
  ),

  handle(ctx, 'revokeOtherSessions', () => ok('revokeOtherSessions', { ok: true })),
];
