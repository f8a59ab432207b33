/**
 * The server side of `npm run bench:api`: the real app (as `npm start` builds it) and, in the same
 * process, a bare Fastify route that reads the owner's users row by primary key through the app's
 * own database handle (same driver, same pool, a prepared statement). Both pay the same scheduling
 * and the same database, so the ratio shows what getuser adds over the database's own speed. The
 * bare route exists here only, never in the product. Prints one JSON line with both addresses,
 * then serves until it is killed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { findUserByUsername } from '../src/services/users.ts';

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

const owner = await findUserByUsername(app.db, 'owner');
if (!owner) throw new Error('the bench owner was not seeded');
const byId = app.db
  .select()
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .limit(1)
  .prepare('bench_user_by_pk');
const bare = Fastify();
bare.get('/pk-user', async () => {
  const [row] = await byId.execute({ id: owner.id });
  return row;
});
/* The server's own CPU time, so the bench can print it per request: a figure that moves less than
   the rate when other work shares the machine. */
bare.get('/cpu', async () => process.cpuUsage());
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare | typeof app) => (server.server.address() as AddressInfo).port;
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${port(app)}`, pkRoute: `http://127.0.0.1:${port(bare)}/pk-user`, cpu: `http://127.0.0.1:${port(bare)}/cpu`, database: app.database.kind })}\n`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
}
