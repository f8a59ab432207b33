/** Staff area: accounts, pending registrations and the audit log. Every call here needs SENIOR. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, isStaffCreatableRole, manageUser, MESSAGES } from '@school/contract';
import { tempUsers } from '../fixtures.ts';
import { fail, findTempUser, findUser, handle, isEmailTaken, ok, type MockContext } from '../handle.ts';

export const adminHandlers = (ctx: MockContext): HttpHandler[] => {
  const banToggle = (name: 'banUser' | 'unbanUser') =>
    handle(ctx, name, ({ body, viewer }) => {
      const target = findUser(ctx, body.username);
      if (!target) return fail(404, MESSAGES.userNotFound, ERROR_CODES.notFound);
      const refusal = manageUser(viewer, target);
      return refusal ? fail(403, refusal, ERROR_CODES.forbidden) : ok(name, { ok: true });
    });

  return [
    handle(ctx, 'getUsers', () => ok('getUsers', ctx.db.users)),

    /* Stateless: the new invitation is always the `invited` fixture. */
    handle(ctx, 'newUser', ({ body }) => {
      if (!body.roles.every(isStaffCreatableRole)) return fail(403, MESSAGES.roleNotAllowed, ERROR_CODES.forbidden);
      if (isEmailTaken(ctx, body.email)) return fail(409, MESSAGES.emailTaken, ERROR_CODES.conflict);
      return ok('newUser', { id: tempUsers.invited._id });
    }),

    banToggle('banUser'),
    banToggle('unbanUser'),

    handle(ctx, 'getTempUsers', () => ok('getTempUsers', ctx.db.tempUsers)),

    handle(ctx, 'deleteTemp', ({ body }) =>
      findTempUser(ctx, body.id)
        ? ok('deleteTemp', { ok: true })
        : fail(404, MESSAGES.tempUserNotFound, ERROR_CODES.notFound),
    ),

    handle(ctx, 'audit', ({ query }) => {
      const newestFirst = [...ctx.db.audit].sort((a, b) => b.at.localeCompare(a.at));
      const start = (query.page - 1) * query.limit;
      return ok('audit', { items: newestFirst.slice(start, start + query.limit), total: newestFirst.length });
    }),
  ];
};
