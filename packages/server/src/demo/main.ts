/**
 * `npm run demo`'s server (scripts/demo.mjs has pointed DATA_DIR, or DATABASE_URL, at the demo's own
 * database): migrate, load the demo school when the database is empty, print the demo logins, then
 * start the server exactly as `npm start` does (main.ts). Workers of WEB_CONCURRENCY run main.ts only.
 */
import cluster from 'node:cluster';
import { rules } from '@school/contract';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { describeDatabase } from '../banner.ts';
import { DemoRefusal, loadDemoSchool } from './load.ts';
import { demoLogins } from './logins.ts';
import { DEMO_OWNER_USERNAME, DEMO_PASSWORD } from './people.ts';

if (cluster.isPrimary) await prepareDemo();
await import('../main.ts');

async function prepareDemo(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    /* main.ts reports every bad variable in its words. */
    if (error instanceof ConfigError) return;
    throw error;
  }
  const owner = {
    username: process.env.DEMO_OWNER_USERNAME?.trim() || DEMO_OWNER_USERNAME,
    password: process.env.DEMO_OWNER_PASSWORD || DEMO_PASSWORD,
  };
  const usernameProblem = rules.login(owner.username);
  const passwordProblem = rules.password(owner.password);
  const problems = [
    ...(usernameProblem ? [`DEMO_OWNER_USERNAME ${usernameProblem}`] : []),
    ...(passwordProblem ? [`DEMO_OWNER_PASSWORD ${passwordProblem}`] : []),
  ];
  if (problems.length) {
    for (const problem of problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }

  const where = describeDatabase(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let loaded: boolean;
  try {
    ({ loaded } = await database.whileStarting(async () => {
      await database.migrate();
      return loadDemoSchool(database.db, { owner, timeZone: config.schoolTz });
    }));
  } catch (error) {
    if (!(error instanceof DemoRefusal)) throw error;
    console.error(
      `The demo school was not loaded: ${where} already holds accounts that are not the demo's. ` +
        'Point DEMO_DATA_DIR (or DEMO_DATABASE_URL) at an empty place.',
    );
    process.exit(1);
  } finally {
    await database.close();
  }
  process.stdout.write(demoLogins({ loaded, where, owner }));
}
