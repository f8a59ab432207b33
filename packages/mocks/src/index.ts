import { createHandlers } from './handlers/index.ts';

export * from './fixtures.ts';
export * from './factories.ts';
export {
  createContext,
  fail,
  handle,
  ok,
  raw,
  urlPattern,
  type MockCall,
  type MockContext,
  type MockDb,
  type MockOptions,
  type MockResponse,
} from './handle.ts';
export {
  adminHandlers,
  authHandlers,
  createHandlers,
  healthHandlers,
  profileHandlers,
  registrationHandlers,
  subjectHandlers,
} from './handlers/index.ts';

/** Happy path for every call of the contract table, over the fixtures. */
export const handlers = createHandlers();
