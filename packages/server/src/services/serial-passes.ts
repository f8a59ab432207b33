/** An outbox worker's passes over its table, one at a time. */
export interface SerialPasses {
  /** Starts a pass soon; wakes while one runs ask for a single further pass, however many they are. */
  wake(): void;
  /** Wakes in `ms`, in place of a timed wake asked for before: a worker sleeps until its next pass is due. */
  wakeIn(ms: number): void;
  /** Resolves once every pass woken so far has ended. */
  drain(): Promise<void>;
  /** Stops waking, timed wakes included; resolves once the pass in flight, if any, has ended. */
  stop(): Promise<void>;
  /** Whether stop() was called: a pass checks it between its batches. */
  readonly stopped: boolean;
}

/**
 * Runs `pass` never twice at once, so a worker sends no more at a time than one pass does. A wake
 * during a pass still gets one more after it: the rows it announces may have committed after that
 * pass took its last batch. The first pass waits for the event loop's turn, so the wakes of one
 * request's several commits make one pass. A pass that throws goes to `onError`; nothing escapes to
 * the caller of wake().
 */
export function serialPasses(pass: () => Promise<void>, onError: (error: unknown) => void): SerialPasses {
  let woken = false;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (woken && !stopped) {
      woken = false;
      try {
        await pass();
      } catch (error) {
        onError(error);
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    woken = true;
    running ??= run().finally(() => {
      running = null;
      /* Woken while the last pass was ending: go again. */
      if (woken && !stopped) wake();
    });
  }

  function wakeIn(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    /* A wake that is only due some time later never keeps the process alive. */
    timer.unref();
  }

  return {
    wake,
    wakeIn,
    async drain() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
