import { afterAll, afterEach, beforeAll } from 'vitest';
import { createServer } from '../node.ts';

/**
 * The mock server of a mocks test file: listening for the whole file, refusing any request no handler takes, and
 * back to the happy-path handlers after each test (one test's `server.use(...)` never leaks into the next).
 */
export function listeningMockServer() {
  const server = createServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
