import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHOOL_TZ, type LegalDetails } from '@school/contract';
import { z } from 'zod';

/** Where `npm start` runs from: the repository root, two levels above this package. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RateLimits {
  /** Requests a minute from one address, per group of calls. */
  login: number;
  otpSend: number;
  otpCheck: number;
  /** reset-pass per e-mail address asked for (each call may send a mail to it). */
  recovery: number;
  /** reset-pass from one address across all e-mails. */
  recoveryPerAddress: number;
  /** search-ticket and reset-password. */
  ticket: number;
  availability: number;
  /** POST /api/files per account an hour (the files' bytes are what the store holds for good). */
  uploads: number;
}

/** An S3-compatible store of the uploaded files (MinIO, Yandex Object Storage); unset: the database keeps them. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface LoginThrottle {
  /**
   * Failed logins before delays start: per account from one address (never per account alone, or
   * a stranger could hold the owner out), and per address across accounts.
   */
  pairFreeFailures: number;
  addressFreeFailures: number;
  /** First delay after the free failures; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet periods after which a failure count starts again from zero. */
  pairResetAfterMs: number;
  addressResetAfterMs: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Worker processes `npm start` runs on this machine (WEB_CONCURRENCY, node:cluster); more than 1 needs DATABASE_URL. */
  webConcurrency: number;
  /** Redis connection string: the per-address and per-e-mail limits are counted there, shared by every process. */
  redisUrl: string | undefined;
  /** Tests keep PGlite in memory; `npm start` keeps it in DATA_DIR/pgdata. */
  inMemoryDatabase: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  owner: { username: string | undefined; password: string | undefined; email: string | undefined };
  vkid: {
    /** VK ID's numeric app id; unset: every VK ID call answers 404 and nothing calls VK ID. */
    appId: string | undefined;
    /** Where VK ID sends the browser back after a sign-in (VKID_REDIRECT_URL). */
    redirectUrl: string;
    /** Where VK ID sends the browser back when a signed-in person links VK ID (PUBLIC_URL/link-vk). */
    linkRedirectUrl: string;
    /** VK ID's base URL, without a trailing slash (a local stand-in in tests). */
    apiUrl: string;
    /** How long a call to VK ID may take before the request answers 502 (10 s; tests shorten it). */
    timeoutMs: number;
  };
  telegram: {
    botToken: string | undefined;
    botUsername: string | undefined;
    apiUrl: string;
    webhookSecret: string | undefined;
  };
  /** Where uploaded files are kept: this bucket (S3_*), or the database (file_blobs) when unset. */
  s3: S3Config | undefined;
  /** The school's legal details and contacts (SCHOOL_*), public: the help dialog, the offer and the policy show them. */
  legal: LegalDetails;
  /** The school's IANA time zone (SCHOOL_TZ): weekly lesson repeats keep their local time there, the feed names it. */
  schoolTz: string;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): false by default, so a caller cannot
   * dodge the per-address limits by sending the header; set TRUST_PROXY behind a reverse proxy.
   */
  trustProxy: boolean | number | string;
  /** The built single-page app (`vite build` output). */
  distDir: string;
  /** Serve the OpenAPI document and its UI at /server/docs (API_DOCS; off in production unless asked for). */
  apiDocs: boolean;
  logLevel: string;
  rateLimits: RateLimits;
  loginThrottle: LoginThrottle;
}

/** Every invalid variable at once, one sentence each, so an operator fixes them in one go. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export const defaultRateLimits: RateLimits = {
  /* Generous for people behind one address (a school's network); guessing is stopped by the
     per-account and per-address failure throttling in the database, not by this limit. */
  login: 120,
  otpSend: 20,
  /* Each code allows 5 guesses and each registration 5 codes an hour; this only bounds volume. */
  otpCheck: 60,
  /* Keyed by the e-mail, so hammering one address (or a test of the 429) does not lock out the
     others behind the same network address; the per-address bound still caps a spray. */
  recovery: 10,
  recoveryPerAddress: 60,
  ticket: 60,
  availability: 120,
  uploads: 60,
};

export const defaultLoginThrottle: LoginThrottle = {
  pairFreeFailures: 5,
  /* Many people may share one address (a school, a mobile carrier): a spray across accounts is
     what this catches, so it tolerates far more than one account does. */
  addressFreeFailures: 100,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  pairResetAfterMs: 60 * 60 * 1000,
  addressResetAfterMs: 15 * 60 * 1000,
};

/* --- The environment, declared once ---------------------------------------------------------
   Each variable's rule says what it must be; the report puts the variable's name in front and,
   unless the value is a secret, the value that was given behind. */

/** An environment value as the operator wrote it: trimmed, and empty means unset. */
const unsetWhenEmpty = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** One variable: `schema` ends in `.optional()` or `.default(...)`, which is what an unset variable means. */
const variable = <S extends z.ZodType>(schema: S) => z.preprocess(unsetWhenEmpty, schema);

/** A rule whose message echoes the value given. */
const got = (rule: string) => (issue: { input?: unknown }) => `${rule}, got "${String(issue.input)}"`;

const url = (...protocols: string[]) =>
  z.string().superRefine((value, ctx) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be a URL (${protocols.join(' or ')}), got "${value}"` });
      return;
    }
    if (!protocols.includes(parsed.protocol)) {
      const starts = protocols.map((protocol) => `${protocol}//`).join(' or ');
      /* A connection URL may carry a password: the report names the variable, not the secret. */
      if (parsed.password) parsed.password = '***';
      const shown = parsed.password ? parsed.href : value;
      ctx.addIssue({ code: 'custom', message: `must start with ${starts}, got "${shown}"` });
    }
  });

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const atLeast = (length: number) => z.string().min(length, { error: `must be at least ${length} characters long` });

/** Does this runtime's time-zone database know `zone` (an IANA name such as Europe/Moscow)? */
const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/* Far above any core count this platform runs on; a typo like 1000 would exhaust PostgreSQL's connections. */
const MAX_WORKERS = 64;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const envSchema = z.object({
  PORT: variable(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, {
        error: got('must be a whole number from 0 to 65535'),
      })
      .transform(Number)
      .default(3000),
  ),
  HOST: variable(z.string().default('0.0.0.0')),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: variable(url('http:', 'https:').transform(withoutTrailingSlash).optional()),
  DATA_DIR: variable(z.string().default('./data')),
  DATABASE_URL: variable(url('postgres:', 'postgresql:').optional()),
  WEB_CONCURRENCY: variable(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WORKERS, {
        error: got(`must be a whole number from 1 to ${MAX_WORKERS}`),
      })
      .transform(Number)
      .default(1),
  ),
  REDIS_URL: variable(url('redis:', 'rediss:').optional()),
  /** Unset: generated once into DATA_DIR/jwt-secret. */
  JWT_SECRET: variable(atLeast(32).optional()),
  SMTP_URL: variable(url('smtp:', 'smtps:').optional()),
  MAIL_FROM: variable(
    z
      .string()
      .refine((value) => /^[^\s@]+@[^\s@]+$/.test(/<([^>]+)>\s*$/.exec(value)?.[1] ?? value), {
        error: got('must be an e-mail address or "Name <address>"'),
      })
      .default('Онлайн-школа <no-reply@localhost>'),
  ),
  OWNER_USERNAME: variable(atLeast(4).optional()),
  OWNER_PASSWORD: variable(atLeast(8).optional()),
  OWNER_EMAIL: variable(
    z
      .string()
      .regex(EMAIL, { error: got('must be an e-mail address') })
      .optional(),
  ),
  VKID_APP_ID: variable(
    z
      .string()
      .regex(/^\d+$/, { error: got("must be the numeric app id from VK ID's app settings (e.g. 51234567)") })
      .optional(),
  ),
  /** Defaults to PUBLIC_URL/get-vkapi. */
  VKID_REDIRECT_URL: variable(url('http:', 'https:').optional()),
  VKID_API_URL: variable(url('http:', 'https:').transform(withoutTrailingSlash).default('https://id.vk.ru')),
  TELEGRAM_BOT_TOKEN: variable(
    z
      .string()
      .regex(/^\d+:[\w-]+$/, { error: 'must look like "123456:ABC-DEF..." (as issued by BotFather)' })
      .optional(),
  ),
  TELEGRAM_BOT_USERNAME: variable(z.string().optional()),
  TELEGRAM_API_URL: variable(
    url('http:', 'https:').transform(withoutTrailingSlash).default('https://api.telegram.org'),
  ),
  /* Telegram's secret_token: 1-256 characters of A-Z, a-z, 0-9, _ and -. */
  TELEGRAM_WEBHOOK_SECRET: variable(
    z
      .string()
      .regex(/^[\w-]{1,256}$/, {
        error: "must be 1-256 characters of A-Z, a-z, 0-9, _ and - (Telegram's secret_token)",
      })
      .optional(),
  ),
  S3_ENDPOINT: variable(url('http:', 'https:').transform(withoutTrailingSlash).optional()),
  S3_BUCKET: variable(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: got('must be a bucket name (3-63 characters of a-z, 0-9, . and -)'),
      })
      .optional(),
  ),
  S3_ACCESS_KEY: variable(z.string().optional()),
  S3_SECRET_KEY: variable(z.string().optional()),
  S3_REGION: variable(z.string().default('ru-central1')),
  /* A flag, a hop count, or addresses and networks of the proxies to believe. */
  TRUST_PROXY: variable(
    z
      .string()
      .refine((value) => /^(true|false)$/.test(value) || /^[\d.:/a-fA-F, ]+$/.test(value), {
        error: got('must be true, false, a hop count or a list of proxy addresses'),
      })
      .transform((value): boolean | number | string => {
        if (value === 'true' || value === 'false') return value === 'true';
        return /^\d+$/.test(value) ? Number(value) : value;
      })
      .default(false),
  ),
  /* The school's details: the defaults read as examples, so a school that has not set them sees
     at once what to fill in, and no visitor takes them for real ones. */
  SCHOOL_LEGAL_NAME: variable(z.string().default('ООО «Пример» (укажите реквизиты школы)')),
  SCHOOL_INN: variable(z.string().default('0000000000 (пример)')),
  SCHOOL_OGRN: variable(z.string().default('0000000000000 (пример)')),
  SCHOOL_ADDRESS: variable(z.string().default('Адрес школы (пример)')),
  SCHOOL_PHONE: variable(z.string().default('+7 000 000-00-00')),
  SCHOOL_EMAIL: variable(
    z
      .string()
      .regex(EMAIL, { error: got('must be an e-mail address') })
      .default('info@example.ru'),
  ),
  SCHOOL_WEBSITE: variable(url('http:', 'https:').default('https://example.ru')),
  SCHOOL_VK: variable(url('http:', 'https:').default('https://vk.com/example')),
  SCHOOL_TELEGRAM: variable(url('http:', 'https:').default('https://t.me/example')),
  SCHOOL_TZ: variable(
    z
      .string()
      .refine(isTimeZone, { error: got('must be an IANA time zone such as Europe/Moscow') })
      .default(DEFAULT_SCHOOL_TZ),
  ),
  /* Unset: on everywhere but NODE_ENV=production, where the call list need not be public. */
  API_DOCS: variable(
    z
      .enum(['0', '1'], { error: got('must be 1 (serve /server/docs) or 0 (do not)') })
      .transform((value) => value === '1')
      .optional(),
  ),
  NODE_ENV: variable(z.string().optional()),
  LOG_LEVEL: variable(z.enum(LOG_LEVELS, { error: got(`must be one of ${LOG_LEVELS.join(', ')}`) }).default('info')),
});

type Env = Record<string, string | undefined>;

/** issue 12: a VK ID call that takes longer fails with 502 instead of holding the request. */
export const VKID_TIMEOUT_MS = 10_000;

/** Reads JWT_SECRET, or the one generated on the first start and kept in DATA_DIR. */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given !== undefined) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError([`DATA_DIR "${dataDir}" is not writable: ${(error as Error).message}`]);
  }
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/**
 * The S3 store when all four of its variables are set, none when none is. Some but not all stops
 * the start: files meant for the bucket must not quietly land in the database instead.
 */
function s3Of(vars: z.infer<typeof envSchema>): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => vars[name] === undefined);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    const given = S3_VARIABLES.filter((name) => !missing.includes(name));
    throw new ConfigError([
      `${missing.join(', ')} must be set too: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set, and the S3 store needs all of ${S3_VARIABLES.join(', ')} (or none, to keep files in the database)`,
    ]);
  }
  return {
    endpoint: vars.S3_ENDPOINT!,
    bucket: vars.S3_BUCKET!,
    accessKey: vars.S3_ACCESS_KEY!,
    secretKey: vars.S3_SECRET_KEY!,
    region: vars.S3_REGION,
  };
}

/**
 * Builds the configuration from environment variables (api.md, "Configuration"). Throws
 * ConfigError naming every invalid variable, one sentence each.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  if (vars.WEB_CONCURRENCY > 1 && !vars.DATABASE_URL) {
    throw new ConfigError([
      `WEB_CONCURRENCY ${vars.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database (PGlite) serves one process only; set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset for one process`,
    ]);
  }
  const s3 = s3Of(vars);
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    webConcurrency: vars.WEB_CONCURRENCY,
    redisUrl: vars.REDIS_URL,
    inMemoryDatabase: false,
    jwtSecret: resolveJwtSecret(vars.JWT_SECRET, dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    owner: { username: vars.OWNER_USERNAME, password: vars.OWNER_PASSWORD, email: vars.OWNER_EMAIL },
    vkid: {
      appId: vars.VKID_APP_ID,
      redirectUrl: vars.VKID_REDIRECT_URL ?? `${publicUrl}/get-vkapi`,
      linkRedirectUrl: `${publicUrl}/link-vk`,
      apiUrl: vars.VKID_API_URL,
      timeoutMs: VKID_TIMEOUT_MS,
    },
    telegram: {
      botToken: vars.TELEGRAM_BOT_TOKEN,
      botUsername: vars.TELEGRAM_BOT_USERNAME,
      apiUrl: vars.TELEGRAM_API_URL,
      webhookSecret: vars.TELEGRAM_WEBHOOK_SECRET,
    },
    s3,
    legal: {
      name: vars.SCHOOL_LEGAL_NAME,
      inn: vars.SCHOOL_INN,
      ogrn: vars.SCHOOL_OGRN,
      address: vars.SCHOOL_ADDRESS,
      phone: vars.SCHOOL_PHONE,
      email: vars.SCHOOL_EMAIL,
      website: vars.SCHOOL_WEBSITE,
      vk: vars.SCHOOL_VK,
      telegram: vars.SCHOOL_TELEGRAM,
    },
    schoolTz: vars.SCHOOL_TZ,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    distDir: path.join(REPO_ROOT, 'dist'),
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    rateLimits: { ...defaultRateLimits },
    loginThrottle: { ...defaultLoginThrottle },
  };
}
