import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { CHUNK_RELOAD_KEY, lazyPage } from './lazy-page';

function Page() {
  return null;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

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
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
