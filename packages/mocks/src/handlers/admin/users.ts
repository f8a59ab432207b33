/** Staff area: the account list, ban and unban. Every call here needs SENIOR. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, manageUser, MESSAGES } from '@school/contract';
import { fail, findUser, handle, ok, type MockContext } from '../../handle.ts';

export const adminUserHandlers = (ctx: MockContext): HttpHandler[] => {
  const banToggle = (name: 'banUser' | 'unbanUser') =>
    handle(ctx, name, ({ body, viewer }) => {
      const target = findUser(ctx, body.username);
      if (!target) return fail(404, MESSAGES.userNotFound, ERROR_CODES.notFound);
      const refusal = manageUser(viewer, target);
      return refusal ? fail(403, refusal, ERROR_CODES.forbidden) : ok(name, { ok: true });
    });

  return [handle(ctx, 'getUsers', () => ok('getUsers', ctx.db.users)), banToggle('banUser'), banToggle('unbanUser')];
};
