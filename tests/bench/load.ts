/**
 * `npm run bench:load` (figures, not pass/fail): a mixed load at a fixed rate against `npm start`, on
 * PGlite and on PostgreSQL (when one answers). Each autocannon connection is a person in a loop of ten
 * calls: sign in, then getuser x4, getsubj x2, checklogin x2 and one refresh (whose new pair the
 * following calls use), so the mix is 10 % sign-in, 40 % getuser, 20 % getsubj, 20 % checklogin,
 * 10 % refresh. The people were registered through the API first (code from the outbox), and each comes
 * from an address of their own (TRUST_PROXY, X-Forwarded-For), as real visitors do: the per-address
 * limits (sign-in and checklogin 120 a minute) are not reached, so every answer should be a 2xx and
 * any other status is printed as an error.
 *
 * Options: --duration <s> (default 60), --rate <requests/s> (default 500), --connections <n> (default
 * 100). BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { parseArgs } from 'node:util';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { endpointUrl, type EndpointResponse } from '@school/contract';
import { registerStudent, startPlatform, type StudentAccount } from '../support/platform.ts';
import { createScratchDatabase, type ScratchDatabase } from '@school/mocks/testing/postgres';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    rate: { type: 'string', default: '500' },
    connections: { type: 'string', default: '100' },
  },
});
const duration = Number(args.duration);
const rate = Number(args.rate);
const connections = Number(args.connections);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/* One person per connection: each signs in about once every ten calls. */
const PEOPLE = connections;
const REGISTER_PARALLEL = 8;

interface Person extends StudentAccount {
  address: string;
}

interface Figures {
  database: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers by call and status, plus connection errors and timeouts. */
  errors: Map<string, number>;
}

const addressOf = (n: number) => `10.2.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function registerPeople(baseUrl: string, dataDir: string): Promise<Person[]> {
  const people: Person[] = Array.from({ length: PEOPLE }, (_, n) => ({
    username: `load${n}`,
    password: `load-password-${n}`,
    email: `load${n}@mail.test`,
    firstName: 'Анна',
    lastName: 'Иванова',
    address: addressOf(n),
  }));
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < people.length; n = next++) {
      const person = people[n]!;
      await registerStudent(baseUrl, dataDir, person, { 'x-forwarded-for': person.address });
    }
  };
  await Promise.all(Array.from({ length: REGISTER_PARALLEL }, worker));
  return people;
}

interface Session {
  person?: Person;
  accessToken?: string;
  refreshToken?: string;
}

/** The ten calls of one person's loop; `count` sees every answer by call. */
function personLoop(people: Person[], count: (call: string, status: number) => void): CannonRequest[] {
  let nextPerson = 0;
  const json = { 'content-type': 'application/json' };
  const as = (context: Session) => ({
    'x-forwarded-for': context.person!.address,
    authorization: `Bearer ${context.accessToken}`,
  });
  /* Sign-in answers {accessToken, refreshToken}, refresh {newToken, refreshToken} (api.md). */
  const keepTokens = (status: number, body: string, context: Session) => {
    if (status !== 200) return;
    const tokens = JSON.parse(body) as Partial<EndpointResponse<'login'> & EndpointResponse<'refreshToken'>>;
    context.accessToken = tokens.accessToken ?? tokens.newToken;
    context.refreshToken = tokens.refreshToken;
  };
  const signIn: CannonRequest = {
    method: 'POST',
    path: endpointUrl('login'),
    setupRequest: (request, context: Session) => {
      context.person = people[nextPerson++ % people.length]!;
      return {
        ...request,
        headers: { ...json, 'x-forwarded-for': context.person.address },
        body: JSON.stringify({ username: context.person.username, password: context.person.password }),
      };
    },
    onResponse: (status, body, context: Session) => {
      count('sign-in', status);
      keepTokens(status, body, context);
    },
  };
  const getUser: CannonRequest = {
    method: 'GET',
    path: endpointUrl('getUser'),
    setupRequest: (request, context: Session) => ({ ...request, headers: as(context) }),
    onResponse: (status) => count('getuser', status),
  };
  const getSubjects: CannonRequest = {
    method: 'GET',
    path: endpointUrl('getSubjects'),
    setupRequest: (request, context: Session) => ({
      ...request,
      headers: { 'x-forwarded-for': context.person!.address },
    }),
    onResponse: (status) => count('getsubj', status),
  };
  let nextName = 0;
  const checkLogin: CannonRequest = {
    method: 'GET',
    setupRequest: (request, context: Session) => ({
      ...request,
      /* A free name: a taken one answers 409, which a real form shows as an error. */
      path: `${endpointUrl('checkLogin')}?login=free${(nextName++).toString(36)}`,
      headers: { 'x-forwarded-for': context.person!.address },
    }),
    onResponse: (status) => count('checklogin', status),
  };
  const refresh: CannonRequest = {
    method: 'POST',
    path: endpointUrl('refreshToken'),
    setupRequest: (request, context: Session) => ({
      ...request,
      headers: { ...json, 'x-forwarded-for': context.person!.address },
      body: JSON.stringify({ authorization: context.refreshToken }),
    }),
    onResponse: (status, body, context: Session) => {
      count('refresh', status);
      keepTokens(status, body, context);
    },
  };
  return [signIn, getUser, getSubjects, checkLogin, getUser, refresh, getUser, getSubjects, checkLogin, getUser];
}

async function measure(database: string, databaseUrl: string | undefined): Promise<Figures> {
  process.stderr.write(`${database}: starting npm start and registering ${PEOPLE} people...\n`);
  const platform = await startPlatform({
    command: 'npm start',
    env: {
      DATABASE_URL: databaseUrl ?? '',
      TRUST_PROXY: 'true',
      OWNER_USERNAME: 'owner',
      OWNER_PASSWORD: 'load-owner-password',
      OWNER_EMAIL: 'owner@load.test',
      /* Request logs at 500/s would flood the terminal; what is measured is the server, not the log. */
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const people = await registerPeople(platform.baseUrl, platform.dataDir);
    const statuses = new Map<string, number>();
    const count = (call: string, status: number) => {
      if (status >= 200 && status < 300) return;
      const key = `${call} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    process.stderr.write(`${database}: ${rate} requests/s for ${duration} s over ${connections} connections...\n`);
    const result = await autocannon({
      url: platform.baseUrl,
      connections,
      overallRate: rate,
      duration,
      timeout: 10,
      requests: personLoop(people, count),
    });
    if (result.errors) statuses.set('connection errors', result.errors);
    if (result.timeouts) statuses.set('timeouts (10 s)', result.timeouts);
    return {
      database,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: statuses,
    };
  } finally {
    /* autocannon drops its connections at the end with requests unanswered; their handlers finish first. */
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await platform.stop();
  }
}

const figures: Figures[] = [await measure('PGlite', undefined)];
let postgres: ScratchDatabase | undefined;
try {
  postgres = await createScratchDatabase(adminUrl, 'school_bench_load');
} catch (error) {
  process.stderr.write(`PostgreSQL at ${adminUrl} is not available (${(error as Error).message}); skipping it.\n`);
}
if (postgres) {
  try {
    figures.push(await measure('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const errorText = (errors: Map<string, number>) =>
  errors.size ? [...errors].map(([what, n]) => `${n} × ${what}`).join(', ') : '0';
const lines = [
  `${rate} requests/s asked for ${duration} s, ${connections} connections (one person each), mix: sign-in 10 %, getuser 40 %, getsubj 20 %, checklogin 20 %, refresh 10 %; Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| Database | Requests | Requests/s | p50 ms | p99 ms | max ms | Errors (non-2xx, connection, timeout) |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...figures.map(
    (row) =>
      `| ${row.database} | ${format(row.requests)} | ${format(row.rps)} | ${format(row.p50, 1)} | ${format(row.p99, 1)} | ${format(row.max, 0)} | ${errorText(row.errors)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
