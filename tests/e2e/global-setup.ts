import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const OWNER = { username: 'e2e-owner', password: 'e2e-owner-password', email: 'owner@e2e.example.ru' };
export const STUDENT = {
  username: 'e2e-student',
  password: 'e2e-student-password',
  email: 'student@e2e.example.ru',
  firstName: 'Ирина',
  lastName: 'Соколова',
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/server/check`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer /server/check within ${timeoutMs} ms`);
}

async function call<T>(baseUrl: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/server${route}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The one way a student account comes to exist: registration, the e-mailed code, the questionnaire. */
async function registerStudent(baseUrl: string, dataDir: string) {
  const { id } = await call<{ id: string }>(baseUrl, 'POST', '/auth/create-user', { ...STUDENT, roles: ['USER'] });
  await call(baseUrl, 'POST', '/api/sendotp', { id });
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  for (let attempt = 0; attempt < 40 && !code; attempt += 1) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mail = files.find((file) => file.endsWith('.eml') && file.includes(STUDENT.email));
    if (mail) code = /\b(\d{6})\b/.exec(await readFile(path.join(outbox, mail), 'utf8'))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error('No code arrived in the outbox');
  await call(baseUrl, 'POST', '/auth/check-otp', { id, code });
  const subjects = await call<{ name: string; shortname: string; min: number; max: number }[]>(
    baseUrl,
    'GET',
    '/api/getsubj',
  );
  const chosen = subjects.slice(0, 2);
  await call(baseUrl, 'POST', '/auth/register', {
    _id: id,
    firstName: STUDENT.firstName,
    lastName: STUDENT.lastName,
    email: STUDENT.email,
    username: STUDENT.username,
    password: STUDENT.password,
    roles: ['USER'],
    anket: {
      class: 9,
      subjects: chosen.map((subject) => subject.shortname),
      points: chosen.map((subject) => ({ exam: subject, points: 4, olympics: false })),
    },
  });
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'school-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      OWNER_EMAIL: OWNER.email,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // The first start may build the app first.
    await waitForHealth(baseUrl, child, 240_000);
    await registerStudent(baseUrl, dataDir);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  return stop;
}
