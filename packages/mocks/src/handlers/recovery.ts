/** Password recovery: the e-mailed link, its check, and the new password. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, isTicketExpired, MESSAGES } from '@school/contract';
import { fail, handle, ok, type MockContext } from '../handle.ts';

const ticketExpired = () => fail(404, MESSAGES.ticketExpired, ERROR_CODES.notFound);

export const recoveryHandlers = (ctx: MockContext): HttpHandler[] => [
  /* 200 whether or not the account exists, so the answer does not reveal who is registered. */
  handle(ctx, 'resetPass', () => ok('resetPass', { ok: true })),

  handle(ctx, 'searchTicket', ({ query }) =>
    isTicketExpired(query.ticket) ? ticketExpired() : ok('searchTicket', { ok: true }),
  ),

  handle(ctx, 'resetPassword', ({ body }) =>
    isTicketExpired(body.ticket) ? ticketExpired() : ok('resetPassword', { ok: true }),
  ),
];
