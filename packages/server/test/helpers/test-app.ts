import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { defaultLoginThrottle, type Config } from '../../src/config.ts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { afterAll, beforeAll } from 'vitest';
import { startMailSink, type MailSink } from '@school/mocks/smtp';
import { createScratchDatabase } from '@school/mocks/testing/postgres';
import { migratedImage } from './database-image.ts';
import { undeclaredAnswers, type Answer } from './openapi.ts';

export const OWNER = { username: 'owner', password: 'owner-password-1', email: 'owner@school.test' };
export const PUBLIC_URL = 'https://school.test';
/** The school's details in the test server's config (GET /config answers them). */
export const TEST_LEGAL = {
  name: 'ООО «Тестовая школа»',
  inn: '7701234567',
  ogrn: '1177746123456',
  address: 'г. Москва, ул. Тестовая, д. 1',
  phone: '+79990000000',
  email: 'info@school.test',
  website: 'https://school.test',
  vk: 'https://vk.com/school_test',
  telegram: 'https://t.me/school_test',
};

/** Which database the suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function fakeDist(root: string): string {
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Point distDir at a folder without a build. */
  withoutDist?: boolean;
  /** Long-polling tuning of the Telegram bot. */
  telegramPolling?: BuildOptions['telegramPolling'];
  /**
   * Run on the database of this app: a second server process on one PostgreSQL, or, on PGlite, a
   * restart on the data of an app made `onDisk` and already closed. It stays that app's to drop.
   */
  databaseOf?: TestApp;
  /** Keep PGlite's data in DATA_DIR instead of memory, so an app made with `databaseOf` restarts on it. */
  onDisk?: boolean;
  /** Retry and poll timing of the mail outbox. */
  mailOutbox?: BuildOptions['mailOutbox'];
  /** Retry and poll timing of the Telegram outbox. */
  telegramOutbox?: BuildOptions['telegramOutbox'];
  /** The server's logger (none by default); a test that reads the log passes a stream. */
  logger?: BuildOptions['logger'];
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  mail: MailSink;
  /** Every answer so far: method, route and status. */
  answers: Answer[];
  /** Waits until the mail the calls so far queued has been handed to the mail server (`call` does this itself). */
  flushMail(): Promise<void>;
  /** Closes the app and fails if any answer had a status the OpenAPI document does not declare for its call. */
  close(): Promise<void>;
}

/** Builds the whole server on a fresh database (PGlite in memory, or a new PostgreSQL database). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const root = mkdtempSync(path.join(tmpdir(), 'school-server-test-'));
  const mail = await startMailSink();
  const shared = options.databaseOf?.config.databaseUrl;
  /* A database, not a schema, per test file: the migrations name the public schema. */
  const pg =
    onPostgres && !options.databaseOf
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'school_test')
      : undefined;
  /* PGlite serves one process: a restart on another app's data takes its DATA_DIR. */
  const dataDirOf = !onPostgres ? options.databaseOf?.config.dataDir : undefined;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: PUBLIC_URL,
    dataDir: dataDirOf ?? path.join(root, 'data'),
    databaseUrl: shared ?? pg?.url,
    webConcurrency: 1,
    redisUrl: undefined,
    inMemoryDatabase: !shared && !pg && !dataDirOf && !options.onDisk,
    /* Processes on one database share the key, as the README asks of JWT_SECRET. */
    jwtSecret: options.databaseOf?.config.jwtSecret ?? randomBytes(32).toString('hex'),
    smtpUrl: mail.url,
    mailFrom: 'Онлайн-школа <no-reply@school.test>',
    owner: { ...OWNER },
    vkid: {
      appId: undefined,
      redirectUrl: `${PUBLIC_URL}/get-vkapi`,
      linkRedirectUrl: `${PUBLIC_URL}/link-vk`,
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    },
    telegram: { botToken: undefined, botUsername: undefined, apiUrl: 'http://127.0.0.1:9', webhookSecret: undefined },
    s3: undefined,
    legal: { ...TEST_LEGAL },
    schoolTz: 'Europe/Moscow',
    trustProxy: false,
    distDir: options.withoutDist ? path.join(root, 'no-dist') : fakeDist(root),
    logLevel: 'silent',
    apiDocs: true,
    /* Generous limits so scenarios do not trip over each other; the limit tests lower them. */
    rateLimits: {
      login: 10_000,
      otpSend: 10_000,
      otpCheck: 10_000,
      recovery: 10_000,
      recoveryPerAddress: 10_000,
      ticket: 10_000,
      availability: 10_000,
      uploads: 10_000,
    },
    loginThrottle: { ...defaultLoginThrottle },
    ...options.config,
  };
  /* Every answer of the whole suite is checked against the OpenAPI document when the app closes. */
  const answers: Answer[] = [];
  const app = await buildApp(config, {
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.telegramPolling ? { telegramPolling: options.telegramPolling } : {}),
    ...(options.mailOutbox ? { mailOutbox: options.mailOutbox } : {}),
    ...(options.telegramOutbox ? { telegramOutbox: options.telegramOutbox } : {}),
    ...(config.inMemoryDatabase ? { databaseImage: await migratedImage() } : {}),
    onResponse: async (request, reply) => {
      answers.push({ method: request.method, route: request.routeOptions.url, status: reply.statusCode });
    },
  });
  return {
    app,
    config,
    mail,
    answers,
    flushMail: () => app.mailOutbox.drain(),
    async close() {
      const undeclared = undeclaredAnswers(app.swagger(), answers);
      await app.close();
      await mail.close();
      await pg?.drop();
      rmSync(root, { recursive: true, force: true });
      if (undeclared.length) {
        throw new Error(`answers the OpenAPI document does not declare:\n${undeclared.join('\n')}`);
      }
    },
  };
}

export interface Call {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape; the contract's schemas type them in the app
  body: any;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/** A JSON call through app.inject, with an optional bearer token. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: unknown;
    query?: Record<string, string>;
    token?: string;
    headers?: Record<string, string>;
    /** The caller's network address (127.0.0.1 unless given): the per-address limits key on it. */
    remoteAddress?: string;
  } = {},
): Promise<Call> {
  const request: InjectOptions = {
    method,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    url: url.startsWith('/server') ? url : `/server${url}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  };
  const raw = await app.inject(request);
  /* Mail goes out in the background (the outbox); a test reads it right after the call, as the person would a moment later. */
  await app.mailOutbox.drain();
  let body: unknown = raw.body;
  try {
    body = raw.json();
  } catch {
    /* not JSON */
  }
  return { status: raw.statusCode, body, headers: raw.headers, raw };
}

/**
 * GET with a query and POST with a body, each with a bearer token, against the app `app()` gives (a test file's app
 * is made in its beforeAll, so it is read when the call is made).
 */
export const tokenCalls = (app: () => FastifyInstance) => ({
  get: (path: string, token: string, query: Record<string, string> = {}) => call(app(), 'GET', path, { token, query }),
  post: (path: string, token: string, body: unknown) => call(app(), 'POST', path, { token, body }),
});

let counter = 0;
/** A unique login for this run. */
export const uniqueName = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface SeededUser {
  username: string;
  password: string;
  email: string;
  roles: string[];
}

/** Inserts an account directly (staff accounts have no self-service path). */
export async function seedUser(
  app: FastifyInstance,
  roles: string[],
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<SeededUser> {
  const username = overrides.username ?? uniqueName(roles[0]!.toLowerCase());
  const password = 'password-' + username;
  const email = overrides.email ?? `${username.toLowerCase()}@school.test`;
  await app.db.insert(users).values({
    username,
    email,
    firstName: 'Имя',
    lastName: 'Фамилия',
    passwordHash: await hashPassword(password),
    roles,
    ...overrides,
  });
  return { username, password, email, roles };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const result = await call(app, 'POST', '/auth/login', { body: { username, password } });
  if (result.status !== 200)
    throw new Error(`login of ${username} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Seeds an account and signs it in. */
export async function signedIn(
  app: FastifyInstance,
  roles: string[],
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await seedUser(app, roles, overrides);
  const tokens = await login(app, user.username, user.password);
  return { ...user, ...tokens, token: tokens.accessToken };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;
export type Tokens = Awaited<ReturnType<typeof login>>;

export interface StaffApp {
  t: TestApp;
  owner: Tokens;
  senior: SignedIn;
}

/**
 * The hooks of a staff test file: before its tests a fresh app with the owner signed in and a SENIOR (the
 * least staff role that opens the admin area), handed to `take`; after them the app closed.
 */
export function staffAppForFile(take: (staff: StaffApp) => void, options: TestAppOptions = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    take({
      t,
      owner: await login(t.app, OWNER.username, OWNER.password),
      senior: await signedIn(t.app, ['SENIOR']),
    });
  });
  afterAll(() => t?.close());
}
