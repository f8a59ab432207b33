import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BANNER_TITLE } from '../src/banner.ts';
import { REPO_ROOT } from '../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-main-'));
/* A failed assertion must not leave a server running. */
const children = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  url: string;
  output: () => string;
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Spawns `packages/server/src/main.ts` from the repository root as `npm start` does, on a free port
 * and the test's DATA_DIR, collecting stdout and stderr together.
 */
function spawnMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts main.ts and waits until it serves. */
async function startMain(env: Record<string, string>): Promise<Started> {
  const { child, exited, output } = spawnMain(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match && output().includes('"msg":"ready"')) {
        clearInterval(timer);
        resolve(match[1]!);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`main exited early:\n${output()}`));
      }
    }, 100);
  });
  return {
    url,
    output,
    stop: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

/* Each test starts the real server as a process, the first on an empty DATA_DIR (initdb and every migration):
   14 s beside the rest of `npm test`, past the project's 30 s when the machine is at its busiest. */
describe('npm start (main.ts)', { timeout: 120_000 }, () => {
  it('given an empty DATA_DIR / migrates, seeds the OWNER with a printed password, serves, and SIGTERM closes cleanly', async () => {
    const server = await startMain({});
    const check = await fetch(`${server.url}/server/check`);
    expect(await check.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${server.url}/server/check/ready`)).status).toBe(200);
    /* The banner: plain lines, once, with the OWNER's generated login and password in a marked block. */
    expect(server.output().split(BANNER_TITLE)).toHaveLength(2);
    expect(server.output()).toMatch(/Database: {2}PGlite in .*pgdata/);
    expect(server.output()).toMatch(/^\* OWNER ACCOUNT CREATED, shown only this once: +\*$/m);
    expect(server.output()).toMatch(/^\* {3}login: {4}owner +\*$/m);
    const password = /^\* {3}password: (\S+) +\*$/m.exec(server.output())?.[1];
    expect(password).toBeTruthy();
    /* Nowhere in a log line. */
    for (const line of server
      .output()
      .split('\n')
      .filter((text) => text.startsWith('{')))
      expect(line).not.toContain(password);
    const login = await fetch(`${server.url}/server/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password }),
    });
    expect(login.status).toBe(200);
    /* Without SMTP_URL a mail lands in DATA_DIR/outbox and in the log. */
    await fetch(`${server.url}/server/api/reset-pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@mail.test' }),
    });
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(32);
  });

  it('given the same DATA_DIR again / keeps the data, prints no new password, and SIGINT closes cleanly', async () => {
    const server = await startMain({});
    expect(server.output()).toContain(BANNER_TITLE);
    expect(server.output()).not.toMatch(/OWNER ACCOUNT CREATED|password:/);
    const created = await fetch(`${server.url}/server/auth/create-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Анна',
        lastName: 'Иванова',
        username: 'anna-main',
        email: 'anna@mail.test',
        password: 'password-1',
        consent: true,
      }),
    });
    const { id } = (await created.json()) as { id: string };
    await fetch(`${server.url}/server/api/sendotp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    /* The mail is written in the background, a moment after the answer. */
    const codeMailIn = () =>
      (existsSync(path.join(dataDir, 'outbox')) ? readdirSync(path.join(dataDir, 'outbox')) : [])
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(path.join(dataDir, 'outbox', file), 'utf8'))
        .find((text) => text.includes('anna@mail.test'));
    await expect.poll(codeMailIn, { timeout: 10_000 }).toMatch(/Ваш код подтверждения: \d{6}/);
    const code = /Ваш код подтверждения: (\d{6})/.exec(codeMailIn()!)![1]!;
    /* The log names the mail and its file, never the code (finding 3); it reaches the pipe asynchronously. */
    await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/mail written to outbox/);
    expect(server.output()).toMatch(/"kind":"code","to":"anna@mail.test"/);
    expect(server.output()).not.toContain(code);
    expect(await server.stop('SIGINT')).toBe(0);
  });

  it('given a first start stopped before it listens / still shows the generated OWNER password once, with no banner', async () => {
    const freshDir = mkdtempSync(path.join(tmpdir(), 'school-main-early-'));
    try {
      const { child, exited, output } = spawnMain({ DATA_DIR: freshDir });
      /* The start listens some 150 ms after it seeds the OWNER: the stop goes out from the very output that
         tells of the OWNER, not from a poll that a busy machine may run too late. */
      await new Promise<void>((resolve) => {
        const stopOnOwner = () => {
          if (child.killed || !/OWNER account created/.test(output())) return;
          child.kill('SIGTERM');
          resolve();
        };
        child.stdout.on('data', stopOnOwner);
        child.stderr.on('data', stopOnOwner);
        /* A start that ends by itself fails the checks below instead of waiting for the timeout. */
        child.on('exit', () => resolve());
      });
      expect(await exited).toBe(0);
      expect(output()).not.toContain(BANNER_TITLE);
      expect(output().match(/OWNER ACCOUNT CREATED/g)).toHaveLength(1);
      expect(output()).toMatch(/^\* {3}password: \S+ +\*$/m);
    } finally {
      rmSync(freshDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('given a PORT that is already taken / exits 1 with one line naming PORT', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const { port } = blocker.address() as net.AddressInfo;
    const result = await runToExit({ PORT: String(port) });
    blocker.close();
    expect(result.code).toBe(1);
    expect(result.output).toMatch(new RegExp(`PORT ${port} .*already in use`));
  });

  it('given a HOST that is not an address of this machine / exits 1 with one line naming HOST', async () => {
    const result = await runToExit({ HOST: '203.0.113.7' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/HOST 203\.0\.113\.7 is not an address of this machine/);
  });

  it('given a DATABASE_URL where no PostgreSQL answers / exits 1 with one line naming DATABASE_URL', async () => {
    const result = await runToExit({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/school' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/DATABASE_URL: could not connect to PostgreSQL at 127\.0\.0\.1:1/);
    expect(result.output).not.toMatch(/\n\s+at /);
  });

  it('given a REDIS_URL where no Redis answers / exits 1 with one line naming REDIS_URL', async () => {
    const result = await runToExit({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /REDIS_URL: could not connect to Redis at 127\.0\.0\.1:1: nothing answers there \(ECONNREFUSED\)\./,
    );
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});

/** Runs main.ts until it exits on its own. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { exited, output } = spawnMain(env);
  return { code: await exited, output: output() };
}
