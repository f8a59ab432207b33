// `npm run demo`: the platform as `npm start` runs it, on a database of its own with a demo school in it.
// DATA_DIR becomes DEMO_DATA_DIR (default ./demo-data) and DATABASE_URL becomes DEMO_DATABASE_URL (unset: the
// embedded database in DEMO_DATA_DIR; the plain DATABASE_URL is never used), so `npm start`'s data is never touched.
// The server's demo entry then loads the demo school when that database is empty and prints the demo logins.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildAppIfStale, runServer } from './lib.mjs';

/** An environment value as the server reads it: trimmed, empty means unset. */
const given = (name) => process.env[name]?.trim() || undefined;

/** The folder a path names, through symbolic links where it exists. */
const folder = (path) => {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    return absolute;
  }
};

const dataDir = folder(given('DATA_DIR') ?? './data');
const demoDataDir = folder(given('DEMO_DATA_DIR') ?? './demo-data');
const demoDatabaseUrl = given('DEMO_DATABASE_URL');

const refuse = (sentence) => {
  console.error(`npm run demo refused: ${sentence}`);
  process.exit(1);
};
if (demoDataDir === dataDir) {
  refuse(
    `DEMO_DATA_DIR (${demoDataDir}) is the folder of DATA_DIR, the data of npm start; set DEMO_DATA_DIR to another folder`,
  );
}
if (demoDatabaseUrl && demoDatabaseUrl === given('DATABASE_URL')) {
  refuse('DEMO_DATABASE_URL is the DATABASE_URL of npm start; give the demo a database of its own');
}

const env = { ...process.env, DATA_DIR: demoDataDir };
if (demoDatabaseUrl) env.DATABASE_URL = demoDatabaseUrl;
else delete env.DATABASE_URL;

await buildAppIfStale();
process.exit(await runServer('packages/server/src/demo/main.ts', env));
