import type { HttpHandler } from 'msw';
import { handle, ok, type MockContext } from '../handle.ts';

export const healthHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'check', () => ok('check', { status: 'ok' })),
  handle(ctx, 'checkReady', () => ok('checkReady', { status: 'ok', database: 'ok' })),
];
