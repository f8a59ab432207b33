/**
 * What `npm start` prints once it serves: plain lines for the person who started it, not log lines
 * (JSON when piped), so the address and the generated OWNER password are easy to find and copy.
 * With WEB_CONCURRENCY > 1 the primary prints it once every worker listens (workers.ts).
 */
import path from 'node:path';
import type { Config } from './config.ts';

/** The banner's first line; a script that starts the server may wait for it. */
export const BANNER_TITLE = 'The school server is ready';

/** The OWNER account this start created with a generated password: shown once, then never again. */
export interface GeneratedOwner {
  username: string;
  password: string;
}

/** What a serving process knows that the configuration does not. */
export interface Started {
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  address: string;
  owner?: GeneratedOwner | undefined;
}

/** Where the database is, without a password. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemoryDatabase'>): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const port = url.port ? `:${url.port}` : '';
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL ${url.hostname}${port}${url.pathname}${user}`;
  }
  return config.inMemoryDatabase ? 'PGlite in memory' : `PGlite in ${path.join(config.dataDir, 'pgdata')}`;
}

function describeMail(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  if (!config.smtpUrl) return `not configured (SMTP_URL): mail is written to ${path.join(config.dataDir, 'outbox')}`;
  const url = new URL(config.smtpUrl);
  return `SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

export function ownerBlock(owner: GeneratedOwner): string[] {
  const lines = [
    'OWNER ACCOUNT CREATED, shown only this once:',
    `  login:    ${owner.username}`,
    `  password: ${owner.password}`,
    'Sign in and change the password in the settings.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '*'.repeat(width);
  return [rule, ...lines.map((line) => `* ${line.padEnd(width - 4)} *`), rule];
}

/** The whole banner, one string ending with a newline. */
export function startBanner(config: Config, started: Started): string {
  const lines = [
    '',
    `${BANNER_TITLE}`,
    `  Address:   ${started.address}${config.publicUrl !== started.address ? ` (public URL ${config.publicUrl})` : ''}`,
    `  Database:  ${describeDatabase(config)}`,
    `  Mail:      ${describeMail(config)}`,
    `  VK ID:     ${config.vkid.appId ? `configured (app ${config.vkid.appId})` : 'not configured (VKID_APP_ID)'}`,
    `  Telegram:  ${config.telegram.botToken ? `configured${config.telegram.botUsername ? ` (@${config.telegram.botUsername})` : ''}` : 'not configured (TELEGRAM_BOT_TOKEN)'}`,
    ...(config.webConcurrency > 1 ? [`  Workers:   ${config.webConcurrency} (WEB_CONCURRENCY)`] : []),
    ...(started.owner ? ['', ...ownerBlock(started.owner)] : []),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/** The address a person can open: a wildcard host is reachable at localhost. */
export function listenAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
