/** GET /config: which integrations the server has on; GET /config/school: the school's details. */
import type { HttpHandler } from 'msw';
import { schoolDetails } from '../fixtures.ts';
import { handle, ok, type MockContext } from '../handle.ts';

export const configHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'serverConfig', () => ok('serverConfig', ctx.db.serverConfig)),
  handle(ctx, 'schoolDetails', () => ok('schoolDetails', schoolDetails)),
];
