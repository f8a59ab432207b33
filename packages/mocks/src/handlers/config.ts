/** GET /config: which integrations the server has on. */
import type { HttpHandler } from 'msw';
import { handle, ok, type MockContext } from '../handle.ts';

export const configHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'serverConfig', () => ok('serverConfig', ctx.db.serverConfig)),
];
