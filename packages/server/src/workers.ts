/**
 * WEB_CONCURRENCY > 1: this process is the primary of a node:cluster. It serves nothing itself: it
 * forks the workers (each one a whole server of main.ts on the same port, the kernel spreading the
 * connections), starts another when one dies, and on SIGTERM or SIGINT passes the stop on and
 * exits 0 once every worker has stopped gracefully. The workers share all state through the
 * database (and Redis for the rate limits); each migrates and seeds under a PostgreSQL lock.
 */
import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from './config.ts';
import { productionLogger } from './lib/log-safety.ts';

/* Above each worker's own STOP_TIMEOUT_MS (main.ts), below the 10 s of process managers. */
const STOP_TIMEOUT_MS = 9_500;
/* A worker that dies this soon after the last restart is not restarted at once (a crash loop). */
const RESTART_DELAY_MS = 1_000;

export function runPrimary(config: Config): void {
  const log = pino(productionLogger(config.logLevel));
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

  const running = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
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
