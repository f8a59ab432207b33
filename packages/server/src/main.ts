/**
 * `npm start`: read the configuration, open and migrate the database, seed it when empty, listen.
 * SIGTERM and SIGINT stop it gracefully: no new connections, the requests in flight answered, the
 * plugins' close hooks run (the mail outbox, the database), exit 0; a stop that takes longer than
 * STOP_TIMEOUT_MS exits 1. With WEB_CONCURRENCY > 1 this process forks that many workers that each
 * do all of this (workers.ts).
 */
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { AddressInfo } from 'node:net';
import { listenAddress, ownerBlock, startBanner, type GeneratedOwner, type Started } from './banner.ts';
import { productionLogger, wantsPrettyLogs } from './lib/log-safety.ts';
import { describeStartError } from './start-errors.ts';
import { runPrimary, STARTED_MESSAGE } from './workers.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
  throw error;
}

if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config);
else await serve();

async function serve(): Promise<void> {
  /* Process managers (systemd, docker stop) wait 10 s before SIGKILL: finish a little before them. */
  const STOP_TIMEOUT_MS = 9_000;

  let app: FastifyInstance | undefined = undefined;
  let stopSignal: NodeJS.Signals | undefined;

  /* The generated OWNER password is shown once: a start stopped before its banner shows it here. */
  let ownerShown = false;
  function showOwnerIfUnseen(server: FastifyInstance): void {
    const owner = server.seedResult.generatedOwner;
    if (ownerShown || !owner) return;
    ownerShown = true;
    process.stdout.write(`\n${ownerBlock(owner).join('\n')}\n\n`);
  }

  function closeAndExit(server: FastifyInstance, signal: NodeJS.Signals): void {
    showOwnerIfUnseen(server);
    server.log.info({ signal }, 'shutting down');
    /* A stuck connection must not keep the process alive forever. */
    setTimeout(() => {
      console.error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of ${signal}; exiting.`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    server.close().then(
      () => {
        server.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  }

  /* Listened for before the database opens: a stop asked for during the start (migrations, seeding)
     waits for them to finish instead of killing the process in the middle of a write. */
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopSignal) return;
      stopSignal = signal;
      if (app) closeAndExit(app, signal);
    });
  }

  app = await buildApp(config, {
    logger: productionLogger(config.logLevel, undefined, wantsPrettyLogs()),
  }).catch((error: unknown) => {
    console.error(`The server could not start. ${describeStartError(error, config)}`);
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
    process.exit(1);
  });
  if (stopSignal) closeAndExit(app, stopSignal);
  else await listen(app);

  async function listen(server: FastifyInstance): Promise<void> {
    try {
      await server.listen({ port: config.port, host: config.host });
      server.log.info(
        { database: server.database.kind, publicUrl: config.publicUrl, mail: config.smtpUrl ? 'smtp' : 'outbox' },
        'ready',
      );
      const owner: GeneratedOwner | undefined = server.seedResult.generatedOwner;
      const started: Started = {
        address: listenAddress(config.host, (server.server.address() as AddressInfo).port),
        ...(owner ? { owner } : {}),
      };
      ownerShown = true;
      /* Under WEB_CONCURRENCY the primary prints one banner for all workers (workers.ts). */
      if (cluster.isWorker) process.send?.({ type: STARTED_MESSAGE, started });
      else process.stdout.write(startBanner(config, started));
    } catch (error) {
      server.log.debug({ err: error }, 'could not listen');
      showOwnerIfUnseen(server);
      console.error(`The server could not start. ${describeStartError(error, config)}`);
      await server.close();
      process.exit(1);
    }
  }
}
