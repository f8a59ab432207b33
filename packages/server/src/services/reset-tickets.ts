import { RECOVERY_TICKET_TTL_S } from '@school/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTickets } from '../db/schema/index.ts';
import { newRecoveryTicket, sha256 } from '../lib/secrets.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { recoveryMail } from '../mail/templates.ts';
import { findUserByEmail } from './users.ts';

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

/**
 * The recovery mail for whoever has `email`, composed by the mail outbox worker, not while the
 * caller of reset-pass waits (finding 9): a new ticket, every older one spent (finding 4), and the
 * link `PUBLIC_URL/reset?ticket=...&email=...` of api.md. Null when no account has the address.
 */
export async function composeRecoveryMail(db: Db, email: string, publicUrl: string): Promise<OutgoingMail | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.email) return null;
  const now = Date.now();
  const ticket = newRecoveryTicket(now);
  await spendResetTickets(db, user.id);
  await db.insert(resetTickets).values({
    userId: user.id,
    ticketHash: sha256(ticket),
    expiresAt: new Date(now + RECOVERY_TICKET_TTL_S * 1000),
  });
  /* '@' is legal in a query (RFC 3986), so the e-mail reads as written; '+', '&' and the like stay escaped. */
  const emailParam = encodeURIComponent(user.email).replace(/%40/g, '@');
  const link = `${publicUrl}/reset?ticket=${encodeURIComponent(ticket)}&email=${emailParam}`;
  return { to: user.email, ...recoveryMail(user.firstName, link) };
}
