/** MSW for Node (unit and integration tests). Start it with `server.listen({ onUnhandledRequest: 'error' })`. */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { handlers } from './index.ts';

/** A server with the default handlers, plus `extra` in front of them. */
export const createServer = (...extra: RequestHandler[]) => setupServer(...extra, ...handlers);

export const server = createServer();
