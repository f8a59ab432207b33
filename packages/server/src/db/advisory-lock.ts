import postgres from 'postgres';

/** A lock that at most one process holds at a time (the Telegram poller's). */
export interface ProcessLock {
  /** Takes the lock if it is free; false when another process holds it. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
  /** Called when a held lock is gone without release (the lock's connection dropped). */
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

/** For the embedded database: one process owns DATA_DIR, so the lock is always free. */
export const localLock = (): ProcessLock => ({
  tryAcquire: async () => true,
  release: async () => {},
  onLost: () => {},
  close: async () => {},
});

/**
 * A PostgreSQL session-level advisory lock on a connection of its own: PostgreSQL releases it when
 * the holder's connection ends, so a process that dies hands the lock over to the next one asking.
 * The connection never idles out or ages out (postgres.js recycles pooled connections, which
 * would drop the lock silently); if it drops anyway, `onLost` listeners hear of it.
 */
export function advisoryLock(databaseUrl: string, key: number): ProcessLock {
  if (!Number.isSafeInteger(key)) throw new Error('advisory lock key must be a safe integer');
  const listeners = new Set<() => void>();
  let held = false;
  const sql = postgres(databaseUrl, {
    max: 1,
    /* 0 turns both timers off (postgres.js), as for its own LISTEN connection. */
    idle_timeout: 0,
    max_lifetime: 0,
    connect_timeout: 10,
    onnotice: () => {},
    onclose: () => {
      if (!held) return;
      held = false;
      for (const listener of listeners) listener();
    },
  });
  return {
    async tryAcquire() {
      if (held) return true;
      /* The key is a constant integer, written into the statement (no bigint parameter typing). */
      const [row] = await sql.unsafe<{ locked: boolean }[]>(`select pg_try_advisory_lock(${key}) as locked`);
      held = row?.locked === true;
      return held;
    },
    async release() {
      if (!held) return;
      held = false;
      await sql.unsafe(`select pg_advisory_unlock(${key})`);
    },
    onLost(listener) {
      listeners.add(listener);
    },
    async close() {
      held = false;
      await sql.end({ timeout: 5 });
    },
  };
}
