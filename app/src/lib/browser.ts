/**
 * Full-page navigations and downloads. The session flows end in a reload on purpose (new tokens, a fresh
 * store); stories and tests swap these out so the page under test is not torn down (or a file saved).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Saves `blob` as a file named `fileName` (the browser's download, as a link with `download` does). */
  download(fileName: string, blob: Blob): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    /* After the click has handed the file to the browser. */
    setTimeout(() => URL.revokeObjectURL(url), 0);
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
