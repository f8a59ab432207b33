/** VK ID: sign-in, registration through VK ID, and linking VK ID to an account. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { MOCK_VK_STATE, tempUsers, tokensFor, users, VK_CODE_PREFIX, vkTokenFor } from '../../fixtures.ts';
import { fail, handle, ok, type MockContext } from '../../handle.ts';

const VK_TOKEN_PREFIX = vkTokenFor('');

/** The VK user id a VK access token of the mocks belongs to, or null. */
const vkIdOfToken = (token: string): string | null =>
  token.startsWith(VK_TOKEN_PREFIX) && token.length > VK_TOKEN_PREFIX.length
    ? token.slice(VK_TOKEN_PREFIX.length)
    : null;

export const vkHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'vkStart', ({ body }) => {
    const back = body.purpose === 'link' ? '/link-vk' : '/get-vkapi';
    /* Straight back to our callback as a signed-in VK ID would send the browser: no VK ID page in the mocks. */
    const authorizeUrl = `${back}?${new URLSearchParams({ code: `${VK_CODE_PREFIX}${users.vkStudent.VKId}`, device_id: 'mock-device', state: MOCK_VK_STATE })}`;
    return ok('vkStart', { state: MOCK_VK_STATE, codeChallenge: 'mock-code-challenge', authorizeUrl });
  }),

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

  handle(ctx, 'linkVkId', ({ body, viewer }) => {
    if (body.token !== vkTokenFor(body.id)) return fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);
    const owner = ctx.db.users.find((user) => user.VKId === body.id);
    if (owner && owner.username !== viewer.username) return fail(409, MESSAGES.vkAlreadyLinked, ERROR_CODES.conflict);
    return ok('linkVkId', { ok: true });
  }),

  handle(ctx, 'unlinkVk', () => ok('unlinkVk', { ok: true })),
];
