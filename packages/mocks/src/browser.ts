/** MSW in the browser (`npm run dev:mock`). Needs public/mockServiceWorker.js, which the root postinstall writes. */
import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { handlers } from './index.ts';

/** A worker with the default handlers, plus `extra` in front of them. */
export const createWorker = (...extra: RequestHandler[]) => setupWorker(...extra, ...handlers);

export const worker = createWorker();
