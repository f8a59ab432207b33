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
  const add = (fn: unknown, ms: unknown, every: boolean) => {
    const id = nextId++;
    const delay = Math.max(0, Number(ms) || 0);
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
    uninstall: () => {
      w.setTimeout = real.setTimeout;
      w.setInterval = real.setInterval;
      w.clearTimeout = real.clearTimeout;
      w.clearInterval = real.clearInterval;
      Date.now = real.dateNow;
    },
  };
}
