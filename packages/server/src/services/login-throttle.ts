import { normalizeIP } from '@fastify/rate-limit';
import { inArray, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/index.ts';

/**
 * Failures count per account from one address ('pair:'), never per account alone: a stranger
 * guessing from their address slows only themselves, and the owner signs in from theirs. Failures
 * across accounts count per address ('address:'), which catches a spray.
 */
export interface ThrottleKeys {
  pair: string;
  address: string;
}

/** `account` is the account's id, or the login as typed when no account has it. */
export const throttleKeys = (account: string, ip: string): ThrottleKeys => {
  /* An IPv6 caller holds a whole /64: counted as one address, as the per-minute limits do. */
  const address = normalizeIP(ip);
  return { pair: `pair:${account.trim().toLowerCase()}|${address}`, address: `address:${address}` };
};

/** Milliseconds until the next attempt is allowed; 0 when it may go ahead. */
export async function loginWaitMs(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.pair, keys.address]));
  return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now : 0)));
}

/**
 * Counts a failed sign-in. From the free failures on, each failure makes the next attempt wait,
 * twice as long as the one before, up to the cap; a quiet period starts the count again, so nothing
 * is ever locked for good. The time is the server's (`now`), not the database's, so tests can move it.
 */
export async function recordLoginFailure(
  db: Db,
  keys: ThrottleKeys,
  settings: LoginThrottle,
  now = Date.now(),
): Promise<void> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  for (const [key, free, resetAfterMs] of [
    [keys.pair, settings.pairFreeFailures, settings.pairResetAfterMs],
    [keys.address, settings.addressFreeFailures, settings.addressResetAfterMs],
  ] as const) {
    const stale = sql`${loginThrottle.lastFailureAt} < ${at} - make_interval(secs => ${resetAfterMs / 1000})`;
    /* One statement per key, so concurrent processes count every failure. */
    await db.execute(sql`
      INSERT INTO ${loginThrottle} (key, failures, last_failure_at, blocked_until)
      VALUES (${key}, 1, ${at}, CASE WHEN ${free} <= 1 THEN ${at} + make_interval(secs => ${settings.baseDelayMs / 1000}) END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END,
        last_failure_at = ${at},
        blocked_until = CASE
          WHEN ${stale} THEN CASE WHEN ${free} <= 1 THEN ${at} + make_interval(secs => ${settings.baseDelayMs / 1000}) END
          WHEN ${loginThrottle.failures} + 1 >= ${free} THEN ${at} + make_interval(secs => LEAST(
            ${settings.maxDelayMs / 1000}::double precision,
            ${settings.baseDelayMs / 1000}::double precision * power(2, LEAST(${loginThrottle.failures} + 1 - ${free}, 30))))
          ELSE NULL END`);
  }
}

/** A successful sign-in clears its pair's count (not the address's: one good password must not hide a spray). */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.pair]));
}
