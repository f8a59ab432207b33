/** VK ID: sign-in, registration through VK ID, and linking VK ID to an account. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES, type User } from '@school/contract';
import { MOCK_VK_STATE, tempUsers, tokensFor, users, VK_CODE_PREFIX, vkCodeFor, vkTokenFor } from '../../fixtures.ts';
import { createContext, fail, handle, ok, type MockContext } from '../../handle.ts';

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

  handle(ctx, 'createVkUser', ({ body }) => {
    /* As the server: the VK id is the token's, whatever `user_id` the body names. */
    const vkId = vkIdOfToken(body.access_token);
    if (!vkId) return fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);
    if (ctx.db.users.some((user) => user.VKId === vkId)) {
      return fail(409, MESSAGES.vkAccountExists, ERROR_CODES.conflict);
    }
    return ok('createVkUser', { tempuserId: tempUsers.vk._id });
  }),

  handle(ctx, 'linkVkId', ({ body, viewer }) => {
    /* `id` from the browser is ignored, as on the server: the token says whose VK ID it is. */
    const vkId = vkIdOfToken(body.token);
    if (!vkId) return fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);
    if (viewer.VKId === vkId) return ok('linkVkId', { ok: true });
    if (viewer.VKId !== null) return fail(409, MESSAGES.vkOtherLinked, ERROR_CODES.conflict);
    const owner = ctx.db.users.find((user) => user.VKId === vkId);
    if (owner && owner.username !== viewer.username) return fail(409, MESSAGES.vkAlreadyLinked, ERROR_CODES.conflict);
    return ok('linkVkId', { ok: true });
  }),

  /* The mocks keep no passwords: an account registered through VK ID stands for one without a password. */
  handle(ctx, 'unlinkVk', ({ viewer }) =>
    viewer.VKId !== null && viewer.signupMethod === 'vk'
      ? fail(400, MESSAGES.vkUnlinkNeedsPassword, ERROR_CODES.badRequest)
      : ok('unlinkVk', { ok: true }),
  ),
];

export interface VkLinkingOptions {
  /** The VK id that vk-start's link round trip comes back with (a code exchange-vk-code accepts). */
  vkId?: string;
  /** When set, unlink-vk answers 400 with this message and keeps the link (a VK-registered account without a password). */
  unlinkRefusal?: string;
}

/**
 * Linking and unlinking VK ID as it plays out for `user` (every authenticated call acts as them):
 * getuser shows the VK id linked so far, vk-start sends the browser back to /link-vk with a code of
 * `vkId`, link-vkid links it (409 when another fixture account owns it) and unlink-vk removes it.
 * The state lives in the returned handlers: `reset()` puts it back, for a story that runs twice.
 */
export const vkLinking = (
  user: User,
  { vkId = '555000111', unlinkRefusal }: VkLinkingOptions = {},
): HttpHandler[] & { reset: () => void } => {
  const ctx = createContext({ currentUser: user });
  let linkedId = user.VKId;
  const reset = () => {
    linkedId = user.VKId;
  };
  const handlers = [
    handle(ctx, 'getUser', () => ok('getUser', { ...user, VKId: linkedId })),

    handle(ctx, 'vkStart', ({ body }) => {
      const back = body.purpose === 'link' ? '/link-vk' : '/get-vkapi';
      const authorizeUrl = `${back}?${new URLSearchParams({ code: vkCodeFor(vkId), device_id: 'mock-device', state: MOCK_VK_STATE })}`;
      return ok('vkStart', { state: MOCK_VK_STATE, codeChallenge: 'mock-code-challenge', authorizeUrl });
    }),

    /* As the default handler and the server: the token says whose VK ID it is, `id` is ignored. */
    handle(ctx, 'linkVkId', ({ body }) => {
      const tokenVkId = vkIdOfToken(body.token);
      if (!tokenVkId) return fail(401, MESSAGES.vkTokenInvalid, ERROR_CODES.unauthorized);
      if (linkedId === tokenVkId) return ok('linkVkId', { ok: true });
      if (linkedId !== null) return fail(409, MESSAGES.vkOtherLinked, ERROR_CODES.conflict);
      const owner = ctx.db.users.find((other) => other.VKId === tokenVkId && other.username !== user.username);
      if (owner) return fail(409, MESSAGES.vkAlreadyLinked, ERROR_CODES.conflict);
      linkedId = tokenVkId;
      return ok('linkVkId', { ok: true });
    }),

    handle(ctx, 'unlinkVk', ({ body }) => {
      if (unlinkRefusal !== undefined) return fail(400, unlinkRefusal, ERROR_CODES.badRequest);
      if (body.vk_id !== linkedId) return fail(400, MESSAGES.invalidInput, ERROR_CODES.badRequest);
      linkedId = null;
      return ok('unlinkVk', { ok: true });
    }),
  ];
  return Object.assign(handlers, { reset });
};
