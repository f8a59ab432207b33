import { and, lt, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config, LoginThrottle } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  loginThrottle,
  mailOutbox,
  refreshSessions,
  resetTickets,
  telegramLinkTokens,
  vkAuthStates,
  vkSessions,
} from '../../db/schema/index.ts';
import { AUDIT_KEEP_DAYS } from '@school/contract';
import { deleteUnconfirmedAccounts } from '../../services/parent-consent.ts';
import { deleteExpiredTempUsers } from '../../services/registration.ts';
import { sweepTakenTelegram } from '../../services/telegram-outbox.ts';

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired pending registrations (freeing their logins and
 * e-mails), refresh tokens, recovery tickets and Telegram link tokens a day after they expired (kept that long so a late
 * replay is still recognised and refused), VK ID states and sessions as they expire, throttle
 * rows nobody has tripped for a while, and outbox rows a day after they were sent or given up (a Telegram
 * row a day after a process took it and died before it was done). As the privacy policy says: accounts of
 * students under 14 whose parent never confirmed, PARENT_CONSENT_KEEP_DAYS after registration, and staff
 * actions older than AUDIT_KEEP_DAYS. Uploads nothing holds go UNATTACHED_FILE_KEEP_HOURS after they came (files.ts).
 */
export async function sweepExpired(db: Db, throttle: LoginThrottle): Promise<void> {
  const dayAgo = new Date(Date.now() - DAY_MS);
  await deleteExpiredTempUsers(db);
  await db.delete(refreshSessions).where(lt(refreshSessions.expiresAt, dayAgo));
  await db.delete(resetTickets).where(lt(resetTickets.expiresAt, dayAgo));
  await db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, dayAgo));
  /* A VK ID state is refused the moment it expires (the same answer as unknown), so it goes at once. */
  await db.delete(vkAuthStates).where(lt(vkAuthStates.expiresAt, new Date()));
  await db.delete(vkSessions).where(lt(vkSessions.expiresAt, new Date()));
  await db.delete(mailOutbox).where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.doneAt, dayAgo)));
  await sweepTakenTelegram(db, dayAgo);
  await deleteUnconfirmedAccounts(db);
  await db.delete(auditLog).where(lt(auditLog.at, new Date(Date.now() - AUDIT_KEEP_DAYS * DAY_MS)));
  await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.lastFailureAt} < now() - make_interval(secs => ${Math.max(throttle.pairResetAfterMs, throttle.addressResetAfterMs) / 1000}) AND (${loginThrottle.blockedUntil} IS NULL OR ${loginThrottle.blockedUntil} < now())`,
    );
}

/** Sweeps when the server is ready and every 10 minutes after. */
export const housekeepingPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const run = () =>
      sweepExpired(app.db, config.loginThrottle)
        /* Uploads nothing holds: the file service knows the stores their bytes are in. */
        .then(() => app.files.sweepUnattached())
        .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
