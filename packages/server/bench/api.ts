/**
 * `npm run bench:api` (not a test): in one run and with one load generator (autocannon), on PGlite
 * and then on a fresh PostgreSQL database (skipped when it does not answer):
 * - GET /server/auth/getuser with a bearer token (a teacher of three subjects) against a bare Fastify route that reads one users
 *   row by primary key through the same driver (bench/server.ts), printed as
 *   `getuser/pk-route <database> <ratio>` with both rates. The two are measured in the order
 *   pk, getuser, getuser, pk and averaged, so a machine that slows down or speeds up during the run
 *   weighs on both alike;
 * - GET /server/api/course of a course of 20 modules of 10 text materials (issue 42: the course page), taught by
 *   that teacher so every material's text is in the answer, measured between the two (pk, getuser, course, course,
 *   getuser, pk) and printed as `course/pk-route <database> <ratio>` (goal 0.3);
 * - POST /server/auth/login beside argon2id's own hash rate with the server's parameters and the
 *   same concurrency (sign-in is bounded by argon2 by design);
 * - on PostgreSQL, getuser through `npm start`'s own server (main.ts) with WEB_CONCURRENCY=2 against 1
 *   (1, 2, 2, 1, averaged), printed as `getuser workers 2/1 postgres <ratio>` with both rates: how it
 *   scales with cores that the load generator and PostgreSQL share.
 * Then a Markdown table with p50/p99 (the one in docs/performance.md).
 *
 * BENCH_DURATION (s a measurement, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import postgres from 'postgres';
import { BANNER_TITLE } from '../src/banner.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));

type CannonOptions = Pick<AutocannonOptions, 'url' | 'method' | 'headers' | 'body'>;

interface Rate {
  rps: number;
  /** The server process's CPU time a request, µs (PostgreSQL's own work is in another process). */
  cpu: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Row extends Rate {
  database: string;
  route: string;
}

interface Pair {
  database: string;
  getuser: number;
  course: number;
  pkRoute: number;
  login: number;
  hashRate: number;
}

interface Addresses {
  app: string;
  pkRoute: string;
  cpu: string;
  database: string;
  courseId: string;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess } & Addresses> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...(JSON.parse(line) as Addresses) };
  }
  throw new Error('the bench server exited before it was ready');
}

let cpuUrl = '';
const serverCpu = async () => {
  const { user, system } = (await (await fetch(cpuUrl)).json()) as NodeJS.CpuUsage;
  return user + system;
};

async function measure(options: CannonOptions, seconds = duration): Promise<Rate> {
  const cpuBefore = await serverCpu();
  const result = await autocannon({ connections, duration: seconds, ...options });
  const cpuAfter = await serverCpu();
  return {
    rps: result.requests.average,
    cpu: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const mean = (rates: Rate[]): Rate => {
  const of = (key: keyof Rate) => rates.reduce((sum, rate) => sum + rate[key], 0) / rates.length;
  return {
    rps: of('rps'),
    cpu: of('cpu'),
    p50: of('p50'),
    p99: of('p99'),
    errors: rates.reduce((sum, rate) => sum + rate.errors, 0),
  };
};

/** Hashes a second with the server's argon2id parameters, `connections` at a time as the load is. */
async function argon2Rate(seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await hashPassword('bench-password');
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return done / ((Date.now() - started) / 1000);
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<{ rows: Row[]; pair: Pair }> {
  const server = await startServer(env);
  cpuUrl = server.cpu;
  try {
    const loginOptions: CannonOptions = {
      url: `${server.app}/server/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-teacher', password: 'bench-password' }),
    };
    const login = await fetch(loginOptions.url, loginOptions as RequestInit);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const getuser: CannonOptions = {
      url: `${server.app}/server/auth/getuser`,
      headers: { authorization: `Bearer ${accessToken}` },
    };
    const course: CannonOptions = {
      url: `${server.app}/server/api/course?id=${server.courseId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    };
    const pkRoute: CannonOptions = { url: server.pkRoute };
    const targets = { pk: pkRoute, getuser, course };
    process.stderr.write(`${label}: warming up...\n`);
    for (const target of Object.values(targets)) await measure(target, 2);
    const runs: Record<keyof typeof targets, Rate[]> = { pk: [], getuser: [], course: [] };
    for (const which of ['pk', 'getuser', 'course', 'course', 'getuser', 'pk'] as const) {
      process.stderr.write(`${label}: ${which}...\n`);
      runs[which].push(await measure(targets[which]));
    }
    process.stderr.write(`${label}: login...\n`);
    const signIn = await measure(loginOptions);
    /* Right after, so both meet the same machine; the server idles meanwhile. */
    process.stderr.write(`${label}: argon2id hash rate...\n`);
    const hashRate = await argon2Rate(duration);
    const pk = mean(runs.pk);
    const user = mean(runs.getuser);
    const coursePage = mean(runs.course);
    return {
      rows: [
        { database: label, route: 'pk route (bench only)', ...pk },
        { database: label, route: 'GET /server/auth/getuser', ...user },
        { database: label, route: 'GET /server/api/course (20 modules × 10 materials)', ...coursePage },
        { database: label, route: 'POST /server/auth/login', ...signIn },
      ],
      pair: {
        database: server.database,
        getuser: user.rps,
        course: coursePage.rps,
        pkRoute: pk.rps,
        login: signIn.rps,
        hashRate,
      },
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

async function withPostgresDatabase<T>(use: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `school_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } catch (error) {
    process.stderr.write(`PostgreSQL at ${adminUrl} is not available (${(error as Error).message}); skipping it.\n`);
    await admin.end();
    return undefined;
  }
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** `npm start`'s own server (main.ts) with WEB_CONCURRENCY workers on `databaseUrl`, until it is stopped. */
async function startMain(databaseUrl: string, workers: number): Promise<{ child: ChildProcess; address: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      /* As the pk route's process: no log line a request is measured. */
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /* The banner comes once every worker listens; its address line names the port. The rest of the
     output is read on and dropped, so the server never blocks on a full pipe. */
  const address = await new Promise<string>((resolve, reject) => {
    let banner = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(BANNER_TITLE)) banner = true;
      const found = banner ? /Address: +(http:\/\/\S+)/.exec(line)?.[1] : undefined;
      if (found) resolve(found);
    });
    child.once('exit', () => reject(new Error(`npm start with WEB_CONCURRENCY=${workers} exited before it was ready`)));
  });
  return { child, address };
}

/** getuser's rate with 1 and 2 worker processes (main.ts), in the order 1, 2, 2, 1, averaged. */
async function benchWorkers(databaseUrl: string): Promise<{ one: number; two: number }> {
  const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
  for (const workers of [1, 2, 2, 1] as const) {
    process.stderr.write(`PostgreSQL: getuser with WEB_CONCURRENCY=${workers}...\n`);
    const { child, address } = await startMain(databaseUrl, workers);
    try {
      const login = await fetch(`${address}/server/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench-teacher', password: 'bench-password' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const getuser = { url: `${address}/server/auth/getuser`, headers: { authorization: `Bearer ${accessToken}` } };
      await autocannon({ connections, duration: 2, ...getuser });
      const result = await autocannon({ connections, duration, ...getuser });
      if (result.errors + result.non2xx > 0) throw new Error(`getuser failed ${result.errors + result.non2xx} times`);
      rates[workers].push(result.requests.average);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { one: average(rates[1]), two: average(rates[2]) };
}

const results = [await benchDatabase('PGlite', { DATABASE_URL: '' })];
const onPostgres = await withPostgresDatabase(async (url) => {
  const result = await benchDatabase('PostgreSQL', { DATABASE_URL: url });
  /* On the same database, where the bench teacher now exists. */
  return { ...result, workers: await benchWorkers(url) };
});
if (onPostgres) results.push(onPostgres);

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = results.flatMap((result) => result.rows);
const pkByDb = new Map(rows.filter((row) => row.route.startsWith('pk')).map((row) => [row.database, row.rps]));
const lines = [
  ...results.map(
    ({ pair }) =>
      `getuser/pk-route ${pair.database} ${format(pair.getuser / pair.pkRoute, 2)} (getuser ${format(pair.getuser)}/s, pk route ${format(pair.pkRoute)}/s)`,
  ),
  ...results.map(
    ({ pair }) =>
      `course/pk-route ${pair.database} ${format(pair.course / pair.pkRoute, 2)} (course ${format(pair.course)}/s, 20 modules × 10 materials; goal 0.3)`,
  ),
  ...results.map(
    ({ pair }) =>
      `sign-in ${pair.database} ${format(pair.login)}/s, argon2id hash ${format(pair.hashRate)}/s (${connections} at a time, the server's parameters)`,
  ),
  ...(onPostgres
    ? [
        `getuser workers 2/1 postgres ${format(onPostgres.workers.two / onPostgres.workers.one, 2)} (2 workers ${format(onPostgres.workers.two)}/s, 1 worker ${format(onPostgres.workers.one)}/s; npm start's own server, the load generator and PostgreSQL share the machine's ${availableParallelism()} cores)`,
      ]
    : []),
  '',
  `${duration} s a measurement (pk route, getuser and the course twice each), ${connections} connections, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| Database | Route | Requests/s | p50 ms | p99 ms | vs pk route | server CPU µs a request | Errors |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.database} | ${row.route} | ${format(row.rps)} | ${format(row.p50, 1)} | ${format(row.p99, 1)} | ${format(row.rps / (pkByDb.get(row.database) ?? row.rps), 2)} | ${format(row.cpu)} | ${row.errors} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
