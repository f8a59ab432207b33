/**
 * Telegram messages that must not be lost nor doubled (lesson notices, issue 40), as the mail outbox
 * does for mail: a request queues rows in its transaction, and a worker in every process sends them.
 *
 * A pass takes due rows with `FOR UPDATE SKIP LOCKED` and marks them taken in the same statement, so
 * of several processes on one PostgreSQL only one takes a row, and a restart finds it taken: at most
 * once, as the lesson reminders. A send Telegram refuses for a while (a 5xx, 429, the network) puts
 * the row back with a growing delay; one it refuses for good (the user blocked the bot) drops it.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { GrammyError } from 'grammy';
import type { Db } from '../db/client.ts';
import { telegramOutbox, users } from '../db/schema/index.ts';
import { serialPasses } from './serial-passes.ts';
import { valuesByKey } from './values-by-key.ts';

export interface QueuedTelegram {
  /** The account whose linked chat gets the text. */
  userId: string;
  text: string;
}

/** Queues messages in `db`: pass a transaction's, so they commit or roll back with what they announce. */
export async function queueTelegram(db: Db, messages: readonly QueuedTelegram[]): Promise<void> {
  if (messages.length > 0) await db.insert(telegramOutbox).values([...messages]);
}

export interface TelegramOutboxTiming {
  /** Delay after the first failed send; each further failure doubles it. */
  retryBaseMs: number;
  /** Sends tried before a message is given up. */
  maxAttempts: number;
  /** Longest sleep between passes: rows another process queued, or due again after a failure. */
  pollMs: number;
}

const defaultTiming: TelegramOutboxTiming = { retryBaseMs: 5_000, maxAttempts: 8, pollMs: 15_000 };

/** Rows one statement takes; the pass goes on until none is due. */
const BATCH = 25;

/** May a later send succeed? Telegram down, its rate limit, or no answer at all; not a refusal. */
const mayRecover = (error: unknown): boolean =>
  !(error instanceof GrammyError) || error.error_code >= 500 || error.error_code === 429;

export interface TelegramOutboxWorker {
  /** Starts a pass soon: call after the transaction that queued messages has committed. */
  wake(): void;
  /** Resolves once the pass in flight (if any) has ended. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export function startTelegramOutbox(options: {
  db: Db;
  /** Sends one message; rejects when Telegram did not take it. */
  send: (telegramId: string, text: string) => Promise<void>;
  log: FastifyBaseLogger;
  timing?: Partial<TelegramOutboxTiming>;
}): TelegramOutboxWorker {
  const { db, send, log } = options;
  const timing = { ...defaultTiming, ...options.timing };

  const take = () =>
    db
      .update(telegramOutbox)
      .set({ takenAt: sql`now()`, attempts: sql`${telegramOutbox.attempts} + 1` })
      .where(
        inArray(
          telegramOutbox.id,
          db
            .select({ id: telegramOutbox.id })
            .from(telegramOutbox)
            .where(and(isNull(telegramOutbox.takenAt), lte(telegramOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(asc(telegramOutbox.createdAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  async function deliver(row: typeof telegramOutbox.$inferSelect, chat: string | null | undefined): Promise<void> {
    const done = () => db.delete(telegramOutbox).where(eq(telegramOutbox.id, row.id));
    if (!chat) return void (await done());
    try {
      await send(chat, row.text);
      await done();
    } catch (error) {
      if (!mayRecover(error) || row.attempts >= timing.maxAttempts) {
        log.warn({ err: error, userId: row.userId, attempt: row.attempts }, 'telegram message given up');
        return void (await done());
      }
      const delayMs = timing.retryBaseMs * 2 ** (row.attempts - 1);
      log.warn({ err: error, userId: row.userId, retryInMs: delayMs }, 'telegram message not sent, will retry');
      await db
        .update(telegramOutbox)
        .set({ takenAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(eq(telegramOutbox.id, row.id));
    }
  }

  async function pass(): Promise<void> {
    for (let rows = await take(); rows.length > 0 && !passes.stopped; rows = await take()) {
      const chats = await valuesByKey(
        db,
        users.id,
        users.telegramId,
        rows.map((row) => row.userId),
      );
      /* One chat's messages in the order they were queued; Telegram allows about 30 a second in all. */
      for (const row of rows) await deliver(row, chats.get(row.userId));
    }
  }

  const passes = serialPasses(
    async () => {
      try {
        await pass();
      } finally {
        passes.wakeIn(timing.pollMs);
      }
    },
    (error) => log.error({ err: error }, 'telegram outbox pass failed'),
  );
  passes.wakeIn(timing.pollMs);

  return { wake: passes.wake, drain: passes.drain, close: passes.stop };
}

/** Rows a process took and never finished (it died while sending): a day later they are only clutter. */
export async function sweepTakenTelegram(db: Db, before: Date): Promise<void> {
  await db.delete(telegramOutbox).where(lt(telegramOutbox.takenAt, before));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Telegram outbox's worker; null while the bot is not configured (nothing is queued then). */
    telegramOutbox: TelegramOutboxWorker | null;
  }
}

/** Sends queued Telegram messages in every process once the server is ready, when the bot is configured. */
export const telegramOutboxPlugin = fp<{ timing?: Partial<TelegramOutboxTiming> | undefined }>(
  async (app, { timing }) => {
    app.decorate('telegramOutbox', null);
    if (!app.telegram.username) return;
    app.addHook('onReady', async () => {
      app.telegramOutbox = startTelegramOutbox({
        db: app.db,
        send: (telegramId, text) => app.telegram.send(telegramId, text),
        log: app.log.child({ component: 'telegram-outbox' }),
        ...(timing ? { timing } : {}),
      });
      app.telegramOutbox.wake();
    });
    /* Registered after the bot: onClose runs in reverse, so this stops before the bot aborts its sends. */
    app.addHook('onClose', async () => app.telegramOutbox?.close());
  },
  { name: 'telegram-outbox', dependencies: ['db', 'telegram'] },
);
