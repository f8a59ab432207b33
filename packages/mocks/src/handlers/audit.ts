/** The log of staff actions, newest first, a page at a time (SENIOR). */
import type { HttpHandler } from 'msw';
import { handle, ok, type MockContext } from '../handle.ts';

export const auditHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'audit', ({ query }) => {
    const newestFirst = ctx.db.audit
      .filter(
        (entry) => (!query.action || entry.action === query.action) && (!query.actor || entry.actor === query.actor),
      )
      .sort((a, b) => b.at.localeCompare(a.at));
    const start = (query.page - 1) * query.limit;
    return ok('audit', { items: newestFirst.slice(start, start + query.limit), total: newestFirst.length });
  }),
];
