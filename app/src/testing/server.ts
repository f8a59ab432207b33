import { createServer } from '@school/mocks/node';

/** The network of unit tests: the happy path of @school/mocks; tests put overrides in front with `server.use`. */
export const server = createServer();
