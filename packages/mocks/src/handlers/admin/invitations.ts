/** Staff invitations and the pending registrations staff may list and delete. Every call here needs SENIOR. */
import type { HttpHandler } from 'msw';
import { bulkInviteRowSchema, canInvite, ERROR_CODES, MESSAGES } from '@school/contract';
import { tempUsers } from '../../fixtures.ts';
import { fail, findTempUser, handle, isEmailTaken, ok, type MockContext } from '../../handle.ts';

export const invitationHandlers = (ctx: MockContext): HttpHandler[] => [
  /* Stateless: the new invitation is always the `invited` fixture. */
  handle(ctx, 'newUser', ({ body, viewer }) => {
    if (!canInvite(viewer.roles, body.roles)) return fail(403, MESSAGES.roleNotAllowed, ERROR_CODES.forbidden);
    if (isEmailTaken(ctx, body.email)) return fail(409, MESSAGES.emailTaken, ERROR_CODES.conflict);
    return ok('newUser', { id: tempUsers.invited._id });
  }),

  /* Stateless like newUser: each row as the server checks it, ids made up from the row number. */
  handle(ctx, 'newUserBulk', ({ body, viewer }) => {
    const seen = new Set<string>();
    const results = body.rows.map((raw, row) => {
      const parsed = bulkInviteRowSchema.safeParse(raw);
      if (!parsed.success) return { row, message: parsed.error.issues[0]?.message ?? MESSAGES.invalidInput };
      const { email, role } = parsed.data;
      const reason = !canInvite(viewer.roles, [role])
        ? MESSAGES.roleNotAllowed
        : isEmailTaken(ctx, email)
          ? MESSAGES.emailTaken
          : seen.has(email)
            ? MESSAGES.bulkDuplicateEmail
            : null;
      seen.add(email);
      return reason ? { row, message: reason } : { row, id: `temp-bulk-${row}` };
    });
    return ok('newUserBulk', { results });
  }),

  handle(ctx, 'getTempUsers', () => ok('getTempUsers', ctx.db.tempUsers)),

  handle(ctx, 'deleteTemp', ({ body }) =>
    findTempUser(ctx, body.id)
      ? ok('deleteTemp', { ok: true })
      : fail(404, MESSAGES.tempUserNotFound, ERROR_CODES.notFound),
  ),

  /* Stateless: answers how many listed registrations had expired by the handler's clock. */
  handle(ctx, 'deleteExpiredTemp', () =>
    ok('deleteExpiredTemp', {
      deleted: ctx.db.tempUsers.filter((temp) => Date.parse(temp.expiresAt) <= Date.now()).length,
    }),
  ),

  handle(ctx, 'resendInvite', ({ body }) =>
    ctx.db.tempUsers.some((temp) => temp._id === body.id && temp.invitation)
      ? ok('resendInvite', { ok: true })
      : fail(404, MESSAGES.invitationNotFound, ERROR_CODES.notFound),
  ),
];
