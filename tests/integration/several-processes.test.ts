// @vitest-environment node
/*
 * Several processes (issue 16): two server processes, as two machines behind a balancer would run
 * them, on one PostgreSQL and one Redis. Whatever a caller did on one counts on the other: a session,
 * the login throttle (database), the per-address and per-e-mail rate limits (Redis), a pending
 * registration (database). Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, by default
 * 127.0.0.1:6379); without them it is skipped, saying why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registrationBody, startPlatform, type Platform } from '../support/platform.ts';
import { createScratchDatabase, type ScratchDatabase } from '@school/mocks/testing/postgres';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const OWNER = { username: 'owner', password: 'processes-owner-password', email: 'owner@processes.test' };

/** The worker processes a primary forked (its children). */
function workersOf(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return listed
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a Redis answers PING at `url` within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(chunk.toString().startsWith('+PONG')));
  });
}

const skipped = !adminUrl
  ? 'TEST_DATABASE_URL is not set (no PostgreSQL to share)'
  : !(await redisAnswers(redisUrl))
    ? `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`
    : undefined;
if (skipped) console.warn(`Skipped: the two-process test (several processes on one PostgreSQL and Redis): ${skipped}.`);

/* Each scenario calls from addresses of its own (TRUST_PROXY), so the limits of one never end another,
   and a run does not meet the Redis counts of an earlier run within their minute. */
const run = randomBytes(2).readUInt16BE(0);
let nextAddress = 0;
const newAddress = () => {
  nextAddress += 1;
  return { 'x-forwarded-for': `10.${run >> 8}.${run & 0xff}.${nextAddress}` };
};

describe.skipIf(skipped)('two server processes on one PostgreSQL and one Redis', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let one: Platform;
  let two: Platform;

  /** A server process of this deployment: its database, Redis and DATA_DIR, with `env` on top. */
  const startServer = (env: Record<string, string>) =>
    startPlatform({
      command: 'server',
      dataDir,
      readyTimeoutMs: 90_000,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        /* Every process of one deployment shares the key (README, JWT_SECRET). */
        JWT_SECRET: 'processes-test-secret-'.padEnd(48, 'x'),
        LOG_LEVEL: 'fatal',
        ...env,
      },
    });

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'school_processes');
    /* One DATA_DIR: the outbox the test reads the codes from (either process may send a mail). */
    dataDir = mkdtempSync(path.join(tmpdir(), 'school-processes-'));
    const start = () =>
      startServer({
        TRUST_PROXY: 'true',
        OWNER_USERNAME: OWNER.username,
        OWNER_PASSWORD: OWNER.password,
        OWNER_EMAIL: OWNER.email,
      });
    /* Started together: both migrate and seed at once, and the start lock makes it happen once. */
    [one, two] = await Promise.all([start(), start()]);
  }, 180_000);

  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a sign-in on one process / its refresh token works on the other, the new access token on the first, and a second refresh there gets the same pair', async () => {
    const headers = newAddress();
    const login = await callApi<{ accessToken: string; refreshToken: string }>(one.baseUrl, 'POST', '/auth/login', {
      body: { username: OWNER.username, password: OWNER.password },
      headers,
    });
    expect(login.status).toBe(200);
    const refreshed = await callApi<{ newToken: string; refreshToken: string }>(
      two.baseUrl,
      'POST',
      '/auth/refreshtoken',
      { body: { authorization: login.data.refreshToken }, headers },
    );
    expect(refreshed.status).toBe(200);
    const user = await callApi<{ username: string }>(one.baseUrl, 'GET', '/auth/getuser', {
      token: refreshed.data.newToken,
      headers,
    });
    expect(user.status).toBe(200);
    expect(user.data.username).toBe(OWNER.username);
    /* Two tabs refreshing at once, each through another process: within the grace the first
       process answers the pair the second one made, so the sign-in does not fork. */
    const again = await callApi(one.baseUrl, 'POST', '/auth/refreshtoken', {
      body: { authorization: login.data.refreshToken },
      headers,
    });
    expect(again).toEqual({ status: 200, data: refreshed.data });
  });

  it('given wrong passwords on both processes from one address / the 6th failure is throttled, wherever it arrives', async () => {
    const headers = newAddress();
    const attempt = (platform: Platform) =>
      callApi(platform.baseUrl, 'POST', '/auth/login', {
        body: { username: OWNER.username, password: 'a-wrong-password' },
        headers,
      });
    const statuses: number[] = [];
    for (const platform of [one, two, one, two, one]) statuses.push((await attempt(platform)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(two)).status).toBe(429);
    expect((await attempt(one)).status).toBe(429);
  });

  it('given code requests from one address on both processes / the per-address limit (20 a minute) counts them together', async () => {
    const headers = newAddress();
    const send = (platform: Platform) =>
      callApi(platform.baseUrl, 'POST', '/api/sendotp', {
        body: { id: '00000000-0000-4000-8000-000000000000' },
        headers,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await send(one)).status, (await send(two)).status);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await send(one)).status).toBe(429);
    expect((await send(two)).status).toBe(429);
  });

  it('given recovery requests for one e-mail on both processes / the per-e-mail limit (10 a minute) counts them together', async () => {
    const email = `limit-${run}@processes.test`;
    const ask = (platform: Platform) =>
      callApi(platform.baseUrl, 'POST', '/api/reset-pass', { body: { email }, headers: newAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await ask(one)).status, (await ask(two)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await ask(two)).status).toBe(429);
    expect((await ask(one)).status).toBe(429);
  });

  it('given a registration started on one process / it is confirmed and completed on the other, and the new student signs in on the first', async () => {
    const headers = newAddress();
    const student = {
      username: `anna${run}`,
      password: 'anna-password-1',
      email: `anna-${run}@processes.test`,
      firstName: 'Анна',
      lastName: 'Иванова',
    };
    const created = await callApi<{ id: string }>(one.baseUrl, 'POST', '/auth/create-user', {
      body: { ...student, roles: ['USER'], consent: true },
      headers,
    });
    expect(created.status).toBe(200);
    const { id } = created.data;
    expect((await callApi(one.baseUrl, 'POST', '/api/sendotp', { body: { id }, headers })).status).toBe(200);
    const code = await codeMailedTo(student.email);

    expect((await callApi(two.baseUrl, 'POST', '/auth/check-otp', { body: { id, code }, headers })).status).toBe(200);
    const subjects = await callApi<Parameters<typeof registrationBody>[2]>(two.baseUrl, 'GET', '/api/getsubj', {
      headers,
    });
    const registered = await callApi(two.baseUrl, 'POST', '/auth/register', {
      body: registrationBody(id, student, subjects.data),
      headers,
    });
    expect(registered.status).toBe(200);
    const login = await callApi(one.baseUrl, 'POST', '/auth/login', {
      body: { username: student.username, password: student.password },
      headers,
    });
    expect(login.status).toBe(200);
  });

  it('given WEB_CONCURRENCY=2 / two workers serve one port, one killed is replaced, and SIGTERM to the first process stops all with exit 0', async () => {
    const cluster = await startServer({ WEB_CONCURRENCY: '2' });
    try {
      await expect.poll(() => workersOf(cluster.pid), { timeout: 30_000 }).toHaveLength(2);
      const [victim] = workersOf(cluster.pid);
      process.kill(victim!, 'SIGKILL');
      await expect
        .poll(() => workersOf(cluster.pid), { timeout: 30_000 })
        .toEqual(expect.not.arrayContaining([victim]));
      await expect.poll(() => workersOf(cluster.pid), { timeout: 30_000 }).toHaveLength(2);
      /* the victim may have been the only worker past its start: the port answers again once its
         replacement (or the other worker) listens */
      const status = () =>
        callApi(cluster.baseUrl, 'GET', '/check').then(
          (answer) => answer.status,
          () => 0,
        );
      await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe(200);
      const workers = workersOf(cluster.pid);
      process.kill(cluster.pid, 'SIGTERM');
      expect(await cluster.exited).toEqual({ code: 0, signal: null });
      for (const worker of workers) expect(alive(worker)).toBe(false);
    } finally {
      await cluster.stop();
    }
  }, 120_000);

  /** The six-digit code in the mail to `email`, written to the shared outbox by either process. */
  async function codeMailedTo(email: string): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const files = (() => {
        try {
          return readdirSync(outbox);
        } catch {
          return [];
        }
      })();
      const mail = files.find((file) => file.endsWith('.eml') && file.includes(email));
      const code = mail ? /\b(\d{6})\b/.exec(readFileSync(path.join(outbox, mail), 'utf8'))?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No code mail to ${email} arrived in the outbox`);
  }
});
