import type { Config } from './config.ts';

/** The error and its causes, outermost first (Drizzle wraps the driver's error). */
function chain(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const found: Array<{ code?: unknown; message?: unknown }> = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 10) {
    found.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

const CONNECTION_REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/**
 * One sentence for a start that failed after the configuration was read: a taken port or a
 * PostgreSQL that cannot be reached is an operator's problem, not a stack trace.
 */
export function describeStartError(error: unknown, config: Pick<Config, 'port' | 'host' | 'databaseUrl'>): string {
  const errors = chain(error);
  const codes = errors.map((entry) => String(entry.code ?? ''));
  if (codes.includes('EADDRINUSE')) {
    return `PORT ${config.port} on ${config.host} is already in use: stop the other process or set PORT to a free port.`;
  }
  if (codes.includes('EACCES') && errors.some((entry) => String(entry.message ?? '').includes('listen'))) {
    return `PORT ${config.port} on ${config.host} may not be used by this user: choose a port above 1024.`;
  }
  const listenFailure = errors.find(
    (entry) =>
      ['ENOTFOUND', 'EADDRNOTAVAIL', 'EAI_AGAIN'].includes(String(entry.code ?? '')) &&
      String((entry as { hostname?: unknown }).hostname ?? (entry as { address?: unknown }).address ?? '') ===
        config.host,
  );
  if (listenFailure) {
    return `HOST ${config.host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its addresses.`;
  }
  if (config.databaseUrl) {
    const known = codes.find((code) => code in CONNECTION_REASONS);
    if (known) {
      const url = new URL(config.databaseUrl);
      return `DATABASE_URL: could not connect to PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}: ${CONNECTION_REASONS[known]} (${known}).`;
    }
  }
  const innermost = errors.at(-1);
  return String(innermost?.message ?? error);
}

/**
 * The sentence for a Redis (REDIS_URL) that does not answer at start, worded as the PostgreSQL one
 * above; the caller throws it as the start error's own message.
 */
export function describeRedisFailure(redisUrl: string, error: unknown): string {
  const url = new URL(redisUrl);
  const where = `${url.hostname}:${url.port || '6379'}${url.pathname === '/' ? '' : url.pathname}`;
  const code = chain(error)
    .map((entry) => String(entry.code ?? ''))
    .find((known) => known in CONNECTION_REASONS);
  const reason = code
    ? `${CONNECTION_REASONS[code]} (${code})`
    : String(chain(error).at(-1)?.message ?? error).replace(/\.$/, '');
  return `REDIS_URL: could not connect to Redis at ${where}: ${reason}.`;
}
