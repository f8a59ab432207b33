import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
}

export interface LoginThrottle {
  /** Failed logins tolerated before delays start, per account and per address. */
  accountFreeFailures: number;
  addressFreeFailures: number;
  /** First delay after the free failures; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet periods after which a failure count starts again from zero. */
  accountResetAfterMs: number;
  addressResetAfterMs: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Tests keep PGlite in memory; `npm start` keeps it in DATA_DIR/pgdata. */
  inMemoryDatabase: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  owner: { username: string | undefined; password: string | undefined; email: string | undefined };
  vkid: { appId: string | undefined; redirectUrl: string; apiUrl: string };
  telegram: {
    botToken: string | undefined;
    botUsername: string | undefined;
    apiUrl: string;
    webhookSecret: string | undefined;
  };
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): false by default, so a caller cannot
   * dodge the per-address limits by sending the header; set TRUST_PROXY behind a reverse proxy.
   */
  trustProxy: boolean | number | string;
  /** The built single-page app (`vite build` output). */
  distDir: string;
  logLevel: string;
  rateLimits: RateLimits;
  loginThrottle: LoginThrottle;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
};

export const defaultLoginThrottle: LoginThrottle = {
  accountFreeFailures: 5,
  /* Many people may share one address (a school, a mobile carrier): a spray across accounts is
     what this catches, so it tolerates far more than one account does. */
  addressFreeFailures: 100,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  accountResetAfterMs: 60 * 60 * 1000,
  addressResetAfterMs: 15 * 60 * 1000,
};

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
}

function parsePort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseUrl(name: string, raw: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`);
  }
  return raw;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads JWT_SECRET, or the one generated on the first start and kept in DATA_DIR. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = value(env, 'JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
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
    throw new ConfigError(`DATA_DIR "${dataDir}" is not writable: ${(error as Error).message}`);
  }
}

/**
 * Builds the configuration from environment variables (api.md, "Configuration").
 * Throws ConfigError with one clear sentence for the first bad value.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = parsePort(env);
  const host = value(env, 'HOST') ?? '0.0.0.0';

  const publicUrlRaw = value(env, 'PUBLIC_URL');
  const publicUrl = (
    publicUrlRaw === undefined ? `http://localhost:${port}` : parseUrl('PUBLIC_URL', publicUrlRaw, ['http:', 'https:'])
  ).replace(/\/+$/, '');

  const dataDir = path.resolve(cwd, value(env, 'DATA_DIR') ?? './data');

  const databaseUrlRaw = value(env, 'DATABASE_URL');
  const databaseUrl =
    databaseUrlRaw === undefined ? undefined : parseUrl('DATABASE_URL', databaseUrlRaw, ['postgres:', 'postgresql:']);

  const smtpUrlRaw = value(env, 'SMTP_URL');
  const smtpUrl = smtpUrlRaw === undefined ? undefined : parseUrl('SMTP_URL', smtpUrlRaw, ['smtp:', 'smtps:']);
  const mailFrom = value(env, 'MAIL_FROM') ?? 'Онлайн-школа <no-reply@localhost>';
  const mailFromAddress = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFromAddress)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>", got "${mailFrom}"`);
  }

  const ownerUsername = value(env, 'OWNER_USERNAME');
  const ownerPassword = value(env, 'OWNER_PASSWORD');
  const ownerEmail = value(env, 'OWNER_EMAIL');
  if (ownerUsername !== undefined && ownerUsername.length < 4) {
    throw new ConfigError('OWNER_USERNAME must be at least 4 characters long');
  }
  if (ownerPassword !== undefined && ownerPassword.length < 8) {
    throw new ConfigError('OWNER_PASSWORD must be at least 8 characters long');
  }
  if (ownerEmail !== undefined && !EMAIL.test(ownerEmail)) {
    throw new ConfigError(`OWNER_EMAIL must be an e-mail address, got "${ownerEmail}"`);
  }

  const vkAppId = value(env, 'VKID_APP_ID');
  if (vkAppId !== undefined && !/^\d+$/.test(vkAppId)) {
    throw new ConfigError(`VKID_APP_ID must be numeric, got "${vkAppId}"`);
  }
  const vkRedirect = value(env, 'VKID_REDIRECT_URL');
  const vkApi = value(env, 'VKID_API_URL');
  const tgApi = value(env, 'TELEGRAM_API_URL');
  const tgToken = value(env, 'TELEGRAM_BOT_TOKEN');
  if (tgToken !== undefined && !/^\d+:[\w-]+$/.test(tgToken)) {
    throw new ConfigError('TELEGRAM_BOT_TOKEN must look like "123456:ABC-DEF..." (as issued by BotFather)');
  }

  const trustProxyRaw = value(env, 'TRUST_PROXY');
  let trustProxy: boolean | number | string = false;
  if (trustProxyRaw === 'true' || trustProxyRaw === 'false') trustProxy = trustProxyRaw === 'true';
  else if (trustProxyRaw !== undefined && /^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
  else if (trustProxyRaw !== undefined) {
    if (!/^[\d.:/a-fA-F, ]+$/.test(trustProxyRaw)) {
      throw new ConfigError(
        `TRUST_PROXY must be true, false, a hop count or a list of proxy addresses, got "${trustProxyRaw}"`,
      );
    }
    trustProxy = trustProxyRaw;
  }

  const logLevel = value(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }

  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    inMemoryDatabase: false,
    jwtSecret: resolveJwtSecret(env, dataDir),
    smtpUrl,
    mailFrom,
    owner: { username: ownerUsername, password: ownerPassword, email: ownerEmail },
    vkid: {
      appId: vkAppId,
      redirectUrl:
        vkRedirect === undefined
          ? `${publicUrl}/get-vkapi`
          : parseUrl('VKID_REDIRECT_URL', vkRedirect, ['http:', 'https:']),
      apiUrl: (vkApi === undefined ? 'https://id.vk.ru' : parseUrl('VKID_API_URL', vkApi, ['http:', 'https:'])).replace(
        /\/+$/,
        '',
      ),
    },
    telegram: {
      botToken: tgToken,
      botUsername: value(env, 'TELEGRAM_BOT_USERNAME'),
      apiUrl: (tgApi === undefined
        ? 'https://api.telegram.org'
        : parseUrl('TELEGRAM_API_URL', tgApi, ['http:', 'https:'])
      ).replace(/\/+$/, ''),
      webhookSecret: value(env, 'TELEGRAM_WEBHOOK_SECRET'),
    },
    trustProxy,
    distDir: path.join(REPO_ROOT, 'dist'),
    logLevel,
    rateLimits: { ...defaultRateLimits },
    loginThrottle: { ...defaultLoginThrottle },
  };
}
