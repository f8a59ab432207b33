import type { FastifyBaseLogger } from 'fastify';
import type { Bot } from 'grammy';
import type { ProcessLock } from '../db/advisory-lock.ts';

export interface PollingOptions {
  bot: Bot;
  lock: ProcessLock;
  log: FastifyBaseLogger;
  /** How often a process without the lock asks for it again. */
  retryMs: number;
  /** Seconds each getUpdates waits for updates. */
  timeoutS: number;
}

export interface Poller {
  /** True while this process holds the lock and polls. */
  isPolling(): boolean;
  /** Stops polling and releases the lock; bounded, so closing the server never hangs on Telegram. */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5000;

const within = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });

/**
 * Long polling from exactly one process: whoever takes the lock polls (grammY's `bot.start`:
 * deleteWebhook, then getUpdates in a loop); the others ask again every `retryMs`, so one of them
 * takes over when the holder stops or dies. A polling failure (Telegram's 401 or 409, a lost lock)
 * releases the lock and starts over after `retryMs`.
 */
export function startPolling({ bot, lock, log, retryMs, timeoutS }: PollingOptions): Poller {
  let stopped = false;
  let polling = false;
  let loop: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const later = () => {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  };

  async function attempt(): Promise<void> {
    timer = undefined;
    let acquired = false;
    try {
      acquired = await lock.tryAcquire();
    } catch (error) {
      log.warn({ err: error }, 'telegram polling lock unavailable');
    }
    if (stopped) {
      if (acquired) await lock.release().catch(() => {});
      return;
    }
    if (!acquired) {
      later();
      return;
    }
    polling = true;
    log.info('telegram: polling for updates');
    loop = bot
      .start({ allowed_updates: ['message'], timeout: timeoutS })
      .catch((error: unknown) => log.error({ err: error }, 'telegram polling stopped by an error'))
      .finally(async () => {
        polling = false;
        await lock.release().catch((error: unknown) => log.warn({ err: error }, 'telegram polling lock not released'));
        later();
      });
  }

  lock.onLost(() => {
    if (!polling) return;
    log.warn('telegram polling lock lost; polling stops until it is taken again');
    void bot.stop().catch(() => {});
  });

  void attempt();

  return {
    isPolling: () => polling,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (polling) await within(bot.stop(), STOP_WAIT_MS);
      /* The loop ends after its current batch; grammY may sleep a few seconds after a failed poll. */
      if (loop) await within(loop, STOP_WAIT_MS);
      await lock.release().catch(() => {});
      await lock.close().catch(() => {});
    },
  };
}
