import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BrowserModule from './browser';
import { CHUNK_RELOAD_KEY } from './lazy-page';

/* The module remembers whether a chunk loaded since the document did: each test is a new document. */
async function freshLazyPage() {
  vi.resetModules();
  return (await import('./lazy-page')).lazyPage;
}

function Page() {
  return null;
}

let lazyPage: Awaited<ReturnType<typeof freshLazyPage>>;
let browser: typeof BrowserModule.browser;

/* The reload mark is cleared when the page is idle: the tests say when that is. */
let idleCallbacks: (() => void)[];
const becomeIdle = () => idleCallbacks.splice(0).forEach((callback) => callback());

beforeEach(async () => {
  sessionStorage.clear();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  lazyPage = await freshLazyPage();
  ({ browser } = await import('./browser'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazyPage', () => {
  it('given a chunk that loads / returns the page component', async () => {
    const route = await lazyPage(() => Promise.resolve({ HomePage: Page }), 'HomePage')();
    expect(route.Component).toBe(Page);
  });

  it('given a chunk that fails for the first time / reloads the page once', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const pending = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'X')();

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    void pending;
  });

  it('given a chunk that fails again after the reload / logs and rethrows instead of looping', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');

    await expect(lazyPage(() => Promise.reject(failure), 'X')()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('given a successful load after a reload / forgets the reload so a later deploy can reload again', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await lazyPage(() => Promise.resolve({ P: Page }), 'P')();
    becomeIdle();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('given a page that loaded, then a chunk that fails before the mark is cleared / reloads once more', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await lazyPage(() => Promise.resolve({ P: Page }), 'P')();
    void lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'X')();

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
