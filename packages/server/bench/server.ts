/**
 * The server side of `npm run bench:api`: the real app (as `npm start` builds it) and a bare
 * Fastify route in the same process, so both pay the same scheduling and the ratio shows what the
 * app adds. Prints one JSON line with both addresses, then serves until it is killed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  OWNER_USERNAME: 'owner',
  OWNER_PASSWORD: 'bench-password',
  LOG_LEVEL: 'silent',
});
/* One address makes every request here: the per-address limits would measure themselves, not the app. */
const unlimited = 1_000_000_000;
config.rateLimits = {
  login: unlimited,
  otpSend: unlimited,
  otpCheck: unlimited,
  recovery: unlimited,
  recoveryPerAddress: unlimited,
  ticket: unlimited,
  availability: unlimited,
};

const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare | typeof app) => (server.server.address() as AddressInfo).port;
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${port(app)}`, bare: `http://127.0.0.1:${port(bare)}/bare`, database: app.database.kind })}\n`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
}
