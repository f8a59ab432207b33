import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { MailKind } from '../mail/templates.ts';
import { serialPasses } from './serial-passes.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Queues mails in `db`: pass a transaction's, so a mail commits or rolls back with the state it
 * announces. The worker sends them once the transaction has committed and it is woken (or polls).
 */
export async function queueMail(db: Db, mails: OutgoingMail | readonly OutgoingMail[]): Promise<void> {
  const list = Array.isArray(mails) ? mails : [mails as OutgoingMail];
  if (list.length === 0) return;
  await db.insert(mailOutbox).values(
    list.map((mail) => ({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })),
  );
}

/**
 * Queues a mail whose content the worker composes when it takes the row, with `composers[kind]`:
 * the request only writes this row, whatever the composer will find (finding 9: the answer to
 * reset-pass costs the same whether or not the address has an account).
 */
export async function queueToCompose(db: Db, kind: MailKind, recipient: string): Promise<void> {
  await db.insert(mailOutbox).values({ kind, recipient });
}

/** Makes the mail of a row queued with queueToCompose, in the worker's transaction; null: nothing to send. */
export type Composer = (tx: Db, recipient: string) => Promise<OutgoingMail | null>;

export interface OutboxTiming {
  /** Delay after the first failed send; each further failure doubles it, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Sends tried before a mail is given up (logged as an error). */
  maxAttempts: number;
  /** How long a taken row is this worker's alone: longer than any send may take (the transport's timeouts). */
  leaseMs: number;
  /** Longest sleep between passes: rows another process queued, or left when it died, are picked up by then. */
  pollMs: number;
  /** How long close() waits for sends in flight; rows still in flight go out after their lease. */
  stopWaitMs: number;
}

export const defaultOutboxTiming: OutboxTiming = {
  /* 2 s doubling, capped at 15 min: about 12 attempts over some two hours before a mail is given up. */
  retryBaseMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  maxAttempts: 12,
  leaseMs: 2 * 60 * 1000,
  pollMs: 30_000,
  stopWaitMs: 5_000,
};

/* Rows taken at once, and sent at once: a few connections to the relay, not one per mail. */
const BATCH = 20;
const CONCURRENCY = 4;

export interface MailOutboxWorker {
  /** Starts a pass soon: call after the transaction that queued mail has committed. */
  wake(): void;
  /** Resolves once every pass woken so far has ended (each due row sent, or its retry scheduled). */
  drain(): Promise<void>;
  /** Stops waking and waits (at most stopWaitMs) for the pass in flight. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends what the outbox holds. Each pass takes due rows with `FOR UPDATE SKIP LOCKED` and moves their
 * next attempt a lease ahead in the same statement, so several processes on one PostgreSQL never take
 * the same row, and a row of a process that died is taken again once its lease runs out. A sent row
 * keeps only its kind and recipient; a failed send waits a growing delay.
 */
export function startMailOutbox(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  composers: Partial<Record<MailKind, Composer>>;
  timing?: Partial<OutboxTiming>;
}): MailOutboxWorker {
  const { db, mailer, log, composers } = options;
  const timing = { ...defaultOutboxTiming, ...options.timing };

  const claim = () =>
    db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${timing.leaseMs / 1000})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(asc(mailOutbox.nextAttemptAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  /** Ends a row: its content (codes, links) is not kept once it is no longer needed. */
  const finish = (executor: Db, id: string, status: 'sent' | 'skipped' | 'failed') =>
    executor
      .update(mailOutbox)
      .set({ status, doneAt: new Date(), subject: null, text: null, html: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));

  /** The row's mail, composed first (and kept on the row, so a retry resends the same) when it has none. */
  async function contentOf(row: OutboxRow): Promise<OutgoingMail | null> {
    const kind = row.kind as MailKind;
    if (row.subject !== null) {
      return { kind, to: row.recipient, subject: row.subject, text: row.text ?? '', html: row.html ?? '' };
    }
    const compose = composers[kind];
    if (!compose) throw new Error(`no composer for queued ${kind} mail`);
    return db.transaction(async (tx) => {
      const mail = await compose(tx, row.recipient);
      if (!mail) await finish(tx, row.id, 'skipped');
      else {
        await tx
          .update(mailOutbox)
          .set({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
          .where(eq(mailOutbox.id, row.id));
      }
      return mail;
    });
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const mail = await contentOf(row);
      if (!mail) {
        log.debug({ kind: row.kind }, 'mail not needed');
        return;
      }
      await mailer.send(mail);
      await finish(db, row.id, 'sent');
    } catch (error) {
      /* The code alone: a relay's reply or a wrapped query could quote what the mail holds. */
      const failure = error as { code?: unknown; responseCode?: unknown; name?: string };
      const reason = { kind: row.kind, to: row.recipient, attempt: row.attempts, code: failure.code ?? failure.name };
      if (row.attempts >= timing.maxAttempts) {
        log.error({ ...reason, responseCode: failure.responseCode }, 'mail given up after its retries');
        await finish(db, row.id, 'failed');
        return;
      }
      const delayMs = Math.min(timing.retryBaseMs * 2 ** (row.attempts - 1), timing.maxDelayMs);
      log.warn({ ...reason, responseCode: failure.responseCode, retryInMs: delayMs }, 'mail not sent, will retry');
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    }
  }

  async function pass(): Promise<void> {
    for (let rows = await claim(); rows.length > 0 && !passes.stopped; rows = await claim()) {
      const queue = [...rows];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) await deliver(row);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
  }

  /** Sleeps until the earliest pending row is due, or pollMs at most. */
  async function schedule(): Promise<void> {
    const [next] = await db
      .select({ at: min(mailOutbox.nextAttemptAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const dueInMs = next?.at ? Math.max(0, next.at.getTime() - Date.now()) : timing.pollMs;
    passes.wakeIn(Math.min(dueInMs, timing.pollMs));
  }

  /** Each pass schedules the next; a failed one is logged and tried again after retryBaseMs. */
  const passes = serialPasses(
    async () => {
      await pass();
      await schedule();
    },
    (error) => {
      if (passes.stopped) return;
      log.error({ err: error }, 'mail outbox pass failed');
      passes.wakeIn(timing.retryBaseMs);
    },
  );

  return {
    wake: passes.wake,
    drain: passes.drain,
    close: () => Promise.race([passes.stop(), sleep(timing.stopWaitMs)]),
  };
}
