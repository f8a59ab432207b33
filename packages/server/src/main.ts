/**
 * `npm start`: read the configuration, open and migrate the database, seed it when empty, listen.
 * SIGTERM and SIGINT close HTTP and the database before the process ends.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { productionLogger } from './lib/log-safety.ts';
import { describeStartError } from './start-errors.ts';

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

const app = await buildApp(config, {
  logger: productionLogger(config.logLevel),
}).catch((error: unknown) => {
  console.error(`The server could not start. ${describeStartError(error, config)}`);
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    /* A stuck connection must not keep the process alive forever. */
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, publicUrl: config.publicUrl, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    'ready',
  );
} catch (error) {
  app.log.debug({ err: error }, 'could not listen');
  console.error(`The server could not start. ${describeStartError(error, config)}`);
  await app.close();
  process.exit(1);
}
