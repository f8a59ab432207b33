import { createHandlers } from './handlers/index.ts';

export * from './fixtures.ts';
export * from './course-fixtures.ts';
export * from './homework-fixtures.ts';
export * from './factories.ts';
export {
  authenticate,
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
/* The domain handler modules, handlersByDomain and createHandlers: the handlers' own index is the one list. */
export * from './handlers/index.ts';

/** Happy path for every call of the contract table, over the fixtures. */
export const handlers = createHandlers();
