/**
 * WEB_CONCURRENCY > 1: this process is the primary of a node:cluster. It serves nothing itself: it
 * forks the workers (each one a whole server of main.ts on the same port, the kernel spreading the
 * connections), starts another when one dies, and on SIGTERM or SIGINT passes the stop on and
 * exits 0 once every worker has stopped gracefully. The workers share all state through the
 * database (and Redis for the rate limits); each migrates and seeds under a PostgreSQL lock.
 */
import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { ownerBlock, startBanner, type Started } from './banner.ts';
import type { Config } from './config.ts';
import { productionLogger, wantsPrettyLogs } from './lib/log-safety.ts';

/* Above each worker's own STOP_TIMEOUT_MS (main.ts), below the 10 s of process managers. */
const STOP_TIMEOUT_MS = 9_500;
/* A worker that dies this soon after the last restart is not restarted at once (a crash loop). */
const RESTART_DELAY_MS = 1_000;
/** A worker's word to the primary that it listens, with what the banner needs (main.ts). */
export const STARTED_MESSAGE = 'school:started';

export function runPrimary(config: Config): void {
  /* pino takes the stream beside its options (Fastify reads it from inside them). */
  const { stream, ...options } = productionLogger(config.logLevel, undefined, wantsPrettyLogs());
  const log = stream ? pino(options, stream) : pino(options);
  const count = config.webConcurrency;
  if (!config.redisUrl) {
    log.warn(
      { workers: count },
      'REDIS_URL is not set: each worker counts the per-address and per-e-mail rate limits on its own, so a caller gets up to WEB_CONCURRENCY times the limit; set REDIS_URL to share them (the login throttle is in the database and is shared anyway)',
    );
  }

  /* Workers that have listened: one exiting by itself before that failed to start (database, port)
     and would fail again, so the whole start fails; one killed by a signal is started again. */
  const listening = new Set<number>();
  let stopping = false;
  let stopSignal: NodeJS.Signals | undefined;
  let failed = false;
  let lastRestartAt = 0;
  /* What each worker reported once it listened (main.ts), for the one banner below. */
  const reported: Started[] = [];
  let bannerShown = false;

  const running = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    /* Stopped before the banner: a generated OWNER password already reported is still shown once. */
    const owner = bannerShown ? undefined : reported.find((started) => started.owner)?.owner;
    if (owner) process.stdout.write(`\n${ownerBlock(owner).join('\n')}\n\n`);
    bannerShown = true;
    log.info({ signal, workers: running().length }, 'shutting down');
    for (const worker of running()) worker.process.kill(signal);
    if (running().length === 0) process.exit(failed ? 1 : 0);
    armDeadline();
  }

  /* The stop's time limit counts once no worker is still starting: one that is finishes its start
     first (main.ts: never cut off in the middle of migrating or seeding), then stops within its own
     limit, and a replacement started on a busy machine may take seconds to load. */
  let deadlineArmed = false;
  function armDeadline(): void {
    if (!stopping || deadlineArmed || running().some((worker) => !listening.has(worker.id))) return;
    deadlineArmed = true;
    setTimeout(() => {
      console.error(`The workers did not stop within ${STOP_TIMEOUT_MS / 1000} s of ${stopSignal}; exiting.`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  }

  /* One banner, once every worker of the start has said it listens; the OWNER password comes from
     whichever worker created the account (the migrations and the seed run once, under a lock). */
  cluster.on('message', (_worker, message: { type?: unknown; started?: Started }) => {
    if (message?.type !== STARTED_MESSAGE || !message.started || bannerShown) return;
    reported.push(message.started);
    if (reported.length < count) return;
    bannerShown = true;
    const owner = reported.find((started) => started.owner)?.owner;
    process.stdout.write(startBanner(config, { address: reported[0]!.address, ...(owner ? { owner } : {}) }));
  });

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === count) log.info({ workers: count }, 'all workers ready');
  });

  cluster.on('exit', (worker, code, signal) => {
    /* A worker still loading when the stop came had not yet set its own signal handlers (main.ts
       sets them before it opens the database) and had nothing to finish: its death by that signal
       is a clean stop too. */
    const graceful = (code === 0 && signal === null) || (!listening.has(worker.id) && signal === stopSignal);
    if (stopping) {
      if (!graceful) failed = true;
      if (running().length === 0) {
        log.info('stopped');
        process.exit(failed ? 1 : 0);
      }
      armDeadline();
      return;
    }
    if (!listening.has(worker.id) && signal === null) {
      /* It exited on its own while starting and has said why (main.ts prints the start error). */
      failed = true;
      stop('SIGTERM');
      return;
    }
    listening.delete(worker.id);
    const wait = Math.max(0, lastRestartAt + RESTART_DELAY_MS - Date.now());
    log.error({ worker: worker.process.pid, exitCode: code, signal }, 'a worker died unexpectedly; starting another');
    lastRestartAt = Date.now() + wait;
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, wait);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  for (let index = 0; index < count; index += 1) cluster.fork();
}
