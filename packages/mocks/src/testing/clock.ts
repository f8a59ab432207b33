/**
 * The fake clock of the screen stories (stories/screens): a page's timers and Date frozen at a time of
 * the fixtures, moved only by `tickClock`, so stories and their screenshots are the same every run.
 * The design system's own story plays keep theirs (packages/ui/src/testing/fakeClock.ts): ui imports
 * nothing of ours; the app's unit tests use Vitest's (app/src/testing/page-test.ts).
 */
import { withGlobal, type Clock } from '@sinonjs/fake-timers';

export type { Clock };

/* Taken when this module loads, before any clock is installed. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** Fakes every timer and Date from `now` on, until the returned clock is uninstalled. */
export function installPageClock(now: number): Clock {
  return withGlobal(globalThis).install({
    now,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    /* Timers started before the clock (Storybook's own "preparing" timer, cancelled through the global
       clearTimeout) must still be cancellable: a fake clearTimeout would keep it, and it would then hide
       the story (display: none) in the middle of its play. */
    shouldClearNativeTimers: true,
  });
}

/**
 * Moves `clock` on by `ms`, running what fell due, then lets React commit what they changed (its
 * scheduler is not faked).
 */
export async function tickClock(clock: Clock | undefined, ms: number): Promise<void> {
  if (!clock) throw new Error('installClock() first');
  await clock.tickAsync(ms);
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
}
