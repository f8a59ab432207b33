/**
 * Full-page navigations. The session flows end in a reload on purpose (new tokens, a fresh store);
 * stories and tests swap these out so the page under test is not torn down.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type PrioritizedScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task, so the browser can paint and answer a tap before the rest runs: `scheduler.yield()`
 * where the browser has it (the rest keeps its place ahead of other waiting tasks), a new task otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`), in a new task where there is no such call
 * (Safari, and Node, where the build loads the pages to list their files); returns its cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(callback);
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/** Runs `callback` in the first idle period `ms` after now; returns its cancel. */
export function whenIdleAfter(ms: number, callback: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(callback);
  }, ms);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
