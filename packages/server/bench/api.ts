/**
 * `npm run bench:api` (not a test): autocannon against a running server on
 * GET /server/auth/getuser and POST /server/auth/login, beside a bare Fastify route served by the
 * same process, on PGlite and on PostgreSQL. Prints requests/s, p50/p99 and the ratio to the bare
 * route as a Markdown table (the one in packages/server/README.md).
 *
 * BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import postgres from 'postgres';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

type CannonOptions = Pick<AutocannonOptions, 'url' | 'method' | 'headers' | 'body'>;

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; app: string; bare: string; database: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{'))
      return { child, ...(JSON.parse(line) as { app: string; bare: string; database: string }) };
  }
  throw new Error('the bench server exited before it was ready');
}

async function measure(options: CannonOptions): Promise<Omit<Row, 'database' | 'route'>> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.app}/server/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'bench-password' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const rows: Row[] = [];
    const run = async (route: string, options: CannonOptions) => {
      process.stderr.write(`${label}: ${route}...\n`);
      rows.push({ database: label, route, ...(await measure(options)) });
    };
    await run('bare Fastify route', { url: server.bare });
    await run('GET /server/auth/getuser', {
      url: `${server.app}/server/auth/getuser`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await run('POST /server/auth/login', {
      url: `${server.app}/server/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'bench-password' }),
    });
    return rows;
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

const rows: Row[] = [];
rows.push(...(await benchDatabase('PGlite', { DATABASE_URL: '' })));
rows.push(...((await withPostgresDatabase((url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }))) ?? []));

const bareByDb = new Map(rows.filter((row) => row.route.startsWith('bare')).map((row) => [row.database, row.rps]));
const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines = [
  `${duration} s per route, ${connections} connections, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| Database | Route | Requests/s | p50 ms | p99 ms | vs bare route | Errors |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.database} | ${row.route} | ${format(row.rps)} | ${format(row.p50, 1)} | ${format(row.p99, 1)} | ${format(row.rps / (bareByDb.get(row.database) ?? row.rps), 3)} | ${row.errors} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
