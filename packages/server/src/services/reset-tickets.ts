import { MESSAGES, RECOVERY_TICKET_TTL_S, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTickets, users } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newRecoveryTicket, sha256 } from '../lib/secrets.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { passwordChangedMail, recoveryMail } from '../mail/templates.ts';
import { queueMail, queueToCompose, type MailOutboxWorker } from './mail-outbox.ts';
import { revokeAllForUser } from './session.ts';
import type { TelegramNotifier } from './telegram-links.ts';
import { findUserByEmail, findUserById } from './users.ts';

type TicketRow = typeof resetTickets.$inferSelect;

/** The ticket's row while it works: not used, not older than RECOVERY_TICKET_TTL_S. */
async function findLiveTicket(db: Db, ticket: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(resetTickets)
    .where(
      and(
        eq(resetTickets.ticketHash, sha256(ticket)),
        isNull(resetTickets.usedAt),
        gt(resetTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

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

/** Password recovery (api.md reset-pass, search-ticket, reset-password). */
export interface RecoveryService {
  /** Queues the recovery mail of `email`; the same whether or not an account has the address. */
  requestReset(email: string): Promise<void>;
  isTicketLive(ticket: string): Promise<boolean>;
  /**
   * Sets the new password with a live ticket of that e-mail's account (404 otherwise), spends the
   * ticket and every other, ends every sign-in and tells the account.
   */
  resetPassword(input: { email: string; password: string; ticket: string }): Promise<void>;
}

export interface RecoveryServiceOptions {
  db: Db;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  telegram: TelegramNotifier;
}

export function createRecoveryService({ db, mailOutbox, telegram }: RecoveryServiceOptions): RecoveryService {
  const invalidTicket = () => httpError(404, MESSAGES.ticketExpired);
  return {
    async requestReset(email) {
      /* One row, whoever has the address: the worker looks the account up and mails the link, so the
         answer costs the same either way and cannot tell which e-mails have accounts (finding 9). */
      await queueToCompose(db, 'recovery', email);
      mailOutbox.wake();
    },

    isTicketLive: async (ticket) => Boolean(await findLiveTicket(db, ticket)),

    async resetPassword({ email, password, ticket }) {
      const row = await findLiveTicket(db, ticket);
      const user = row ? await findUserById(db, row.userId) : undefined;
      if (!row || !user?.email || user.email.toLowerCase() !== email.toLowerCase()) throw invalidTicket();
      const to = user.email;
      const passwordHash = await hashPassword(password);
      /* The new password, the ended sign-ins and the notice commit together or not at all. */
      await db.transaction(async (tx) => {
        /* Spend the ticket first and atomically: two parallel resets cannot both use it. */
        const spent = await tx
          .update(resetTickets)
          .set({ usedAt: new Date() })
          .where(and(eq(resetTickets.id, row.id), isNull(resetTickets.usedAt)))
          .returning({ id: resetTickets.id });
        if (spent.length === 0) throw invalidTicket();
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await revokeAllForUser(tx, user.id);
        await spendResetTickets(tx, user.id);
        await queueMail(tx, { to, ...passwordChangedMail(user.firstName, new Date()) });
      });
      mailOutbox.wake();
      telegram.notify(user.telegramId, TELEGRAM_BOT_TEXTS.passwordChanged);
    },
  };
}
