import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTickets } from '../db/schema/index.ts';

/**
 * Ends every recovery ticket of the user still open: a newer one was asked for, or the password
 * changed by any way, so a link lying in an old mail must not reset it again (hardening finding 4).
 */
export async function spendResetTickets(db: Db, userId: string): Promise<void> {
  await db
    .update(resetTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(resetTickets.userId, userId), isNull(resetTickets.usedAt)));
}
