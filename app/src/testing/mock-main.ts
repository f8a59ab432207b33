/**
 * Entry of `npm run dev:mock`: the app against the shared MSW handlers instead of a server, for
 * working on screens without a database. The worker must be listening before the app's first call.
 */
import { worker } from '@school/mocks/browser';

await worker.start({ onUnhandledRequest: 'warn', quiet: false });
await import('../main');
