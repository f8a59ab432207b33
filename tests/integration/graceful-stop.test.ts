// @vitest-environment node
/*
 * Graceful stop (issue 15): a process manager or `docker stop` sends SIGTERM to the one process it
 * started, `npm start` or its script. The server then stops accepting, finishes the requests in
 * flight, closes the database and every process of the platform exits 0 within 10 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startPlatform, type Platform } from '../support/platform.ts';

const OWNER = { username: 'owner', password: 'graceful-owner-password', email: 'owner@graceful.test' };
const IN_FLIGHT = 5;
const STOP_WITHIN_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sign-in whose body arrives in two parts: the server has its headers (the request is in flight)
 * and waits for the rest until `finish` is called.
 */
function slowSignIn(baseUrl: string) {
  const body = JSON.stringify({ username: OWNER.username, password: OWNER.password });
  const half = Math.floor(body.length / 2);
  const req = request(`${baseUrl}/server/auth/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const sent = new Promise<void>((resolve) => {
    req.flushHeaders();
    req.write(body.slice(0, half), () => resolve());
  });
  return { sent, answer, finish: () => req.end(body.slice(half)) };
}

/** Whether anything accepts a connection on the platform's port. */
function accepts(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the platform's process group is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.stop();
  platform = undefined;
});

describe.each(['npm start', 'start.mjs'] as const)('graceful stop of `%s`', (command) => {
  it('given sign-ins in flight / SIGTERM to that one process: new connections are refused, the sign-ins finish with 200, and every process exits 0 within 10 s', async () => {
    /* The first start may build the app. */
    platform = await startPlatform({
      command,
      readyTimeoutMs: 180_000,
      env: { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, OWNER_EMAIL: OWNER.email },
    });
    const { baseUrl, pid } = platform;
    const slow = Array.from({ length: IN_FLIGHT }, () => slowSignIn(baseUrl));
    await Promise.all(slow.map((one) => one.sent));
    /* Time for the server to read the headers. */
    await sleep(300);

    process.kill(pid, 'SIGTERM');
    const signalledAt = Date.now();
    let refused = false;
    while (!refused && Date.now() - signalledAt < 3_000) {
      refused = !(await accepts(baseUrl));
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);

    for (const one of slow) one.finish();
    const answers = await Promise.all(slow.map((one) => one.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    for (const answer of answers) expect(JSON.parse(answer.body)).toHaveProperty('accessToken');

    const { code } = await platform.exited;
    while (groupAlive(pid) && Date.now() - signalledAt < STOP_WITHIN_MS) await sleep(50);
    expect(groupAlive(pid)).toBe(false);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(STOP_WITHIN_MS);
    expect(await accepts(baseUrl)).toBe(false);
  }, 240_000);
});

describe('graceful stop during the start', () => {
  it('given SIGTERM while the server is still seeding its database / it finishes the start, exits 0, and the next start finds the OWNER it created', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'school-stop-at-start-'));
    const startServer = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        env: {
          ...process.env,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          OWNER_USERNAME: '',
          OWNER_PASSWORD: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      return { child, exited, output: () => output };
    };
    try {
      const first = await startServer();
      /* The seed logs the generated OWNER password while the app is still being built. */
      while (!/OWNER account created/.test(first.output()) && first.child.exitCode === null) await sleep(10);
      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(first.output()).toMatch(/shutting down/);

      const second = await startServer();
      while (!/"msg":"ready"/.test(second.output()) && second.child.exitCode === null) await sleep(50);
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      expect(second.output()).not.toMatch(/OWNER account created/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
