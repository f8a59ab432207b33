import { FIXTURE_NOW } from '@school/mocks';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

type Faked = 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date';

/**
 * The hooks of a page test over `server`: unhandled requests fail; the page's own timers (`faked`)
 * move only when the test advances them, from FIXTURE_NOW, while real time keeps flowing for the
 * network; everything is undone after each test.
 */
export function pageTestLifecycle(server: SetupServer, faked: Faked[]) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: faked });
    vi.setSystemTime(FIXTURE_NOW);
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
