import { setupServer } from 'msw/node';

/** The network of unit tests: tests add the answers they need with `server.use(...)`. */
export const server = setupServer();
