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
