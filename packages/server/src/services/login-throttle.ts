import { inArray, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/index.ts';

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const throttleKeys = (login: string, ip: string): ThrottleKeys => ({
  account: `account:${login.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

/** Milliseconds until the next attempt is allowed; 0 when it may go ahead. */
export async function loginWaitMs(db: Db, keys: ThrottleKeys): Promise<number> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.address]));
  const now = Date.now();
  return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now : 0)));
}

/**
 * Counts a failed sign-in. After the free failures each further one doubles the wait, up to the
 * cap; a quiet period starts the count again, so no account is ever locked for good.
 */
export async function recordLoginFailure(db: Db, keys: ThrottleKeys, settings: LoginThrottle): Promise<void> {
  for (const [key, free, resetAfterMs] of [
    [keys.account, settings.accountFreeFailures, settings.accountResetAfterMs],
    [keys.address, settings.addressFreeFailures, settings.addressResetAfterMs],
  ] as const) {
    /* One statement per key, so concurrent processes count every failure. */
    await db.execute(sql`
      INSERT INTO ${loginThrottle} (key, failures, last_failure_at, blocked_until)
      VALUES (${key}, 1, now(), CASE WHEN ${free} < 1 THEN now() + make_interval(secs => ${settings.baseDelayMs / 1000}) END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE
          WHEN ${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${resetAfterMs / 1000}) THEN 1
          ELSE ${loginThrottle.failures} + 1 END,
        last_failure_at = now(),
        blocked_until = CASE
          WHEN ${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${resetAfterMs / 1000}) THEN NULL
          WHEN ${loginThrottle.failures} + 1 >= ${free} THEN now() + make_interval(secs => LEAST(
            ${settings.maxDelayMs / 1000}::double precision,
            ${settings.baseDelayMs / 1000}::double precision * power(2, LEAST(${loginThrottle.failures} + 1 - ${free}, 30))))
          ELSE NULL END`);
  }
}

/** A successful sign-in clears the account's count (not the address's: one good password must not hide a spray). */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.account]));
}
