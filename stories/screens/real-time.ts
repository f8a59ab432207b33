/**
 * Waits in real time for screen stories. The mock network answers in real time while the page's own
 * timers may run on a fake clock, so these never use the (possibly faked) global timers.
 */

/* Taken when this module loads, before any story installs a fake clock. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

export const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Retries `assertion` in real time (testing-library's waitFor would wait on the fake clock). */
export async function eventually(assertion: () => unknown | Promise<unknown>, timeoutMs = 4000): Promise<void> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (performance.now() > end) throw error;
      await realDelay(20);
    }
  }
}
