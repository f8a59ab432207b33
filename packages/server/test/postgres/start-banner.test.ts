/**
 * WEB_CONCURRENCY=2 on PostgreSQL: two workers start, but the person who ran `npm start` sees one
 * banner, and the generated OWNER password in it only on the start that created the account. Runs
 * in the server-postgres project, which exists when TEST_DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TITLE } from '../../src/banner.ts';
import { REPO_ROOT } from '../../src/config.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `school_banner_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'school-banner-'));
let databaseUrl = '';
beforeAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start`'s server with two workers until every worker listens, then stops it with SIGTERM. */
async function startAndStop(): Promise<{ output: string; url: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OWNER_USERNAME: '',
      OWNER_PASSWORD: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await expect.poll(() => output, { timeout: 150_000, interval: 100 }).toContain(BANNER_TITLE);
    /* A late second banner would come right after the first. */
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const url = /Address: +(http:\/\/\S+)/.exec(output)?.[1] ?? '';
    const snapshot = output;
    if (url) {
      /* Signs in while it runs, so the password shown is the one that works. */
      const password = /^\* {3}password: (\S+) +\*$/m.exec(output)?.[1];
      if (password) {
        const login = await fetch(`${url}/server/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'owner', password }),
        });
        expect(login.status).toBe(200);
      }
    }
    child.kill('SIGTERM');
    return { output: snapshot, url, code: await exited };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

describe('npm start with WEB_CONCURRENCY=2', () => {
  it('given an empty database / prints one banner, with the generated OWNER block once', async () => {
    const { output, url, code } = await startAndStop();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output.split(BANNER_TITLE)).toHaveLength(2);
    expect(output).toContain('Workers:   2 (WEB_CONCURRENCY)');
    expect(output).toMatch(/Database: {2}PostgreSQL \S+\/school_banner_\w+ as /);
    expect(output.match(/OWNER ACCOUNT CREATED/g)).toHaveLength(1);
    expect(output).toMatch(/^\* {3}password: \S+ +\*$/m);
    expect(code).toBe(0);
  }, 200_000);

  it('given the same database again / prints one banner without the OWNER block', async () => {
    const { output, code } = await startAndStop();
    expect(output.split(BANNER_TITLE)).toHaveLength(2);
    expect(output).not.toMatch(/OWNER ACCOUNT CREATED|password:/);
    expect(code).toBe(0);
  }, 200_000);
});
