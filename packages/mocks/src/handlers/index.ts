import type { HttpHandler } from 'msw';
import { createContext, type MockOptions } from '../handle.ts';
import { adminHandlers } from './admin.ts';
import { authHandlers } from './auth.ts';
import { healthHandlers } from './health.ts';
import { profileHandlers } from './profile.ts';
import { registrationHandlers } from './registration.ts';
import { subjectHandlers } from './subjects.ts';

/** The happy-path handler for every call of the contract table, over the fixtures (or `options`). */
export const createHandlers = (options: MockOptions = {}): HttpHandler[] => {
  const ctx = createContext(options);
  return [
    ...healthHandlers(ctx),
    ...authHandlers(ctx),
    ...registrationHandlers(ctx),
    ...profileHandlers(ctx),
    ...adminHandlers(ctx),
    ...subjectHandlers(ctx),
  ];
};

export { adminHandlers, authHandlers, healthHandlers, profileHandlers, registrationHandlers, subjectHandlers };
