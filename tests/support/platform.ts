/**
 * The real platform as a new user runs it (`npm start`), on a free port with a throw-away DATA_DIR,
 * for end-to-end journeys and benchmarks. Stopping it ends the whole process group and removes the data.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface PlatformOptions {
  /** Extra environment (OWNER_*, SMTP_URL, ...); DATABASE_URL is cleared so the embedded database is used. */
  env?: Record<string, string>;
  /** How long to wait for `/server/check`; the first start may build the app. */
  readyTimeoutMs?: number;
  /** Start on this DATA_DIR (a restart on the same data): the caller removes it, `stop` does not. */
  dataDir?: string;
  /** How the platform is started: `npm start` itself (as an operator types it), its script, or the server alone (no build check). */
  command?: 'npm start' | 'start.mjs' | 'server';
}

const commands = {
  'npm start': ['npm', ['start']],
  'start.mjs': [process.execPath, ['scripts/start.mjs']],
  server: [process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts']],
} as const;

export async function startPlatform({
  env = {},
  readyTimeoutMs = 240_000,
  dataDir: givenDataDir,
  command = 'start.mjs',
}: PlatformOptions = {}) {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), 'school-platform-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [file, args] = commands[command];
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: `npm start` runs the server as a child, and both must stop.
    detached: true,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  /** Sends `signal` to the whole process group (`npm start`, its script and the server). */
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    /* The group, even when its leader has gone: whatever it left behind stops too. */
    killGroup('SIGTERM');
    await exited;
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const until = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/server/check`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`The server did not answer /server/check within ${readyTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, dataDir, stop, killGroup, pid: child.pid!, exited };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/** A call to the API outside the browser (set-up steps and checks that are not the journey). */
export async function callApi<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/server${route}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

export interface StudentAccount {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A set-up call that must succeed. */
async function mustCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const { status, data } = await callApi<T>(baseUrl, method, route, { body, headers });
  if (status >= 400) throw new Error(`${method} ${route} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/** A fresh token pair of `account` from the API, for set-up that is not about signing in (the app may rotate it). */
export async function signIn(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<{ accessToken: string; refreshToken: string }> {
  const { status, data } = await callApi<{ accessToken: string; refreshToken: string }>(
    baseUrl,
    'POST',
    '/auth/login',
    {
      body: { username: account.username, password: account.password },
    },
  );
  if (status !== 200) throw new Error(`login of ${account.username} answered ${status}`);
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** Staff make a registered account a TEACHER of `subject`, as the admin area's edit dialog does. */
export async function makeTeacher(baseUrl: string, staffToken: string, teacher: StudentAccount, subject: string) {
  const { status } = await callApi(baseUrl, 'POST', '/api/update-profile', {
    token: staffToken,
    body: {
      username: teacher.username,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      roles: ['TEACHER'],
      subjectsTeach: [subject],
    },
  });
  if (status !== 200) throw new Error(`update-profile of ${teacher.username} answered ${status}`);
}

/** A mail the platform wrote to DATA_DIR/outbox (no SMTP_URL): its subject and plain text. */
export interface OutboxMail {
  subject: string;
  text: string;
}

/** The mails written to DATA_DIR/outbox for `address` so far, oldest first (the file names start with the time). */
export async function outboxMails(dataDir: string, address: string): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  /* The .html is written once the .eml is complete: a mail without it may still be half written. */
  const files = names
    .filter(
      (file) => file.endsWith('.eml') && file.includes(address) && names.includes(file.replace(/\.eml$/, '.html')),
    )
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const split = raw.indexOf('\n\n');
      return {
        subject: /^Subject: (.*)$/m.exec(raw.slice(0, split))?.[1] ?? '',
        text: raw.slice(split + 2),
      };
    }),
  );
}

/** Waits for the mail to `address` after the first `seen` ones (the outbox sends in the background). */
export async function nextOutboxMail(dataDir: string, address: string, seen = 0, timeoutMs = 15_000) {
  for (const until = Date.now() + timeoutMs; ;) {
    const mail = (await outboxMails(dataDir, address))[seen];
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No mail ${seen + 1} to ${address} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The one way a student account comes to exist: registration, the e-mailed code, the questionnaire. */
export async function registerStudent(
  baseUrl: string,
  dataDir: string,
  student: StudentAccount,
  /** Sent with every call (X-Forwarded-For: many people, each from an address of their own). */
  headers: Record<string, string> = {},
  /** Where in the catalogue the questionnaire's two subjects start (0: the first two). */
  firstSubject = 0,
) {
  const call = <T>(method: 'GET' | 'POST', route: string, body?: unknown) =>
    mustCall<T>(baseUrl, method, route, body, headers);
  const { id } = await call<{ id: string }>('POST', '/auth/create-user', {
    ...student,
    roles: ['USER'],
    consent: true,
  });
  await call('POST', '/api/sendotp', { id });
  const code = /\b(\d{6})\b/.exec((await nextOutboxMail(dataDir, student.email)).text)?.[1];
  if (!code) throw new Error('No code in the confirmation mail');
  await call('POST', '/auth/check-otp', { id, code });
  const subjects = await call<CatalogueSubject[]>('GET', '/api/getsubj');
  await call('POST', '/auth/register', registrationBody(id, student, subjects.slice(firstSubject)));
}

type CatalogueSubject = { name: string; shortname: string; min: number; max: number };

/** The final registration step of a confirmed student of 14 or older: the first two subjects of the catalogue, class 9. */
export function registrationBody(id: string, student: StudentAccount, subjects: CatalogueSubject[]) {
  const chosen = subjects.slice(0, 2);
  return {
    _id: id,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    username: student.username,
    password: student.password,
    roles: ['USER'],
    anket: {
      class: 9,
      subjects: chosen.map((subject) => subject.shortname),
      points: chosen.map((subject) => ({ exam: subject, points: 4, olympics: false })),
    },
    under14: false,
  };
}
