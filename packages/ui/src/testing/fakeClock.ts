/**
 * A small fake clock for `play` functions (storybook/test has no fake timers). It replaces
 * setTimeout/setInterval/clearTimeout/clearInterval and Date.now on `window`; `tick(ms)` fires
 * due callbacks in time order, then yields a real macrotask so React commits the updates.
 * Install it before `mount()` so the component under test schedules on the fake clock.
 * Zero-delay timeouts stay real so user-event and testing-library keep working.
 */
interface Timer {
  id: number;
  at: number;
  every: number | null;
  fn: () => void;
}

export interface FakeClock {
  /** Advances the fake time by `ms`, firing every timer due on the way; resolves after React commits. */
  tick: (ms: number) => Promise<void>;
  /** Fake milliseconds since install. */
  now: () => number;
  /** Restores the real timers. */
  uninstall: () => void;
  /**
   * Resolves, waiting in real time, once the page has started a timer of `ms` (in an effect, say),
   * so the next `tick` counts from it on every run. Outside Vitest no act() flushes effects first.
   */
  started: (ms: number) => Promise<void>;
}

export function installFakeClock(): FakeClock {
  const real = {
    setTimeout: window.setTimeout,
    setInterval: window.setInterval,
    clearTimeout: window.clearTimeout,
    clearInterval: window.clearInterval,
    dateNow: Date.now,
  };
  const start = real.dateNow();
  let now = 0;
  let nextId = 1_000_000; // far from the real timer ids, which clear() passes through
  const timers = new Map<number, Timer>();
  /* delays of the timers started and not yet waited for with started() */
  const startedDelays: number[] = [];
  const add = (fn: unknown, ms: unknown, every: boolean) => {
    const id = nextId++;
    const delay = Math.max(0, Number(ms) || 0);
    startedDelays.push(delay);
    timers.set(id, { id, at: now + delay, every: every ? Math.max(1, delay) : null, fn: fn as () => void });
    return id;
  };
  const clear = (id: unknown) => {
    if (!timers.delete(Number(id))) real.clearTimeout.call(window, id as number);
  };
  const w = window as unknown as Record<string, unknown>;
  /* zero-delay timeouts stay real: user-event and React yield through them, and no test measures them */
  w.setTimeout = (fn: unknown, ms?: unknown, ...args: unknown[]) =>
    (Number(ms) || 0) <= 0
      ? real.setTimeout.call(window, () => (fn as (...a: unknown[]) => void)(...args), 0)
      : add(fn, ms, false);
  w.setInterval = (fn: unknown, ms?: unknown) => add(fn, ms, true);
  w.clearTimeout = clear;
  w.clearInterval = clear;
  Date.now = () => start + now;

  const realMacrotask = () => new Promise<void>((resolve) => real.setTimeout.call(window, resolve, 0));

  return {
    now: () => now,
    tick: async (ms) => {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every === null) timers.delete(due.id);
        else due.at += due.every;
        due.fn();
        await realMacrotask();
      }
      now = end;
      await realMacrotask();
      await realMacrotask();
    },
    started: async (ms) => {
      const giveUpAt = performance.now() + 4000;
      for (;;) {
        const index = startedDelays.indexOf(ms);
        if (index !== -1) {
          startedDelays.splice(index, 1);
          return;
        }
        if (performance.now() > giveUpAt)
          throw new Error(`no ${ms} ms timer was started (started: ${startedDelays.join(', ') || 'none'})`);
        await new Promise<void>((resolve) => real.setTimeout.call(window, resolve, 10));
      }
    },
    uninstall: () => {
      w.setTimeout = real.setTimeout;
      w.setInterval = real.setInterval;
      w.clearTimeout = real.clearTimeout;
      w.clearInterval = real.clearInterval;
      Date.now = real.dateNow;
    },
  };
}

/**
 * A `play` on a fake clock of its own: installed before the story mounts, so the component
 * schedules on it, and uninstalled when the play ends, passed or failed. The story then stays as the
 * play left it while Storybook's own waits (on real timers) return; docs pages, which mount stories
 * without their play, never get a fake clock, so several stories can share one page.
 */
export function playOnFakeClock<Context extends { mount: () => Promise<unknown> }>(
  play: (context: Context, clock: FakeClock) => Promise<void>,
): (context: Context) => Promise<void> {
  /* Storybook reads the destructured `mount` from the source to let the play mount the story. */
  return async ({ mount, ...context }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await play({ ...context, mount } as Context, clock);
    } finally {
      clock.uninstall();
    }
  };
}
