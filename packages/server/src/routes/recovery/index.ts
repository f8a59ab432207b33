import { ERROR_CODES, MESSAGES, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { resetTickets, users } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { queueMail, queueToCompose } from '../../services/mail-outbox.ts';
import { spendResetTickets } from '../../services/reset-tickets.ts';
import { revokeAllForUser } from '../../services/session.ts';
import { findUserById } from '../../services/users.ts';
import { defineRoute } from '../define.ts';

export async function recoveryRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  async function liveTicket(ticket: string) {
    const [row] = await app.db
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
  const invalidTicket = () => httpError(404, MESSAGES.ticketExpired);
  /* Checked after validation, so the key is the normalised e-mail (trimmed, lower case). */
  const perEmail = app.createRateLimit({
    max: config.rateLimits.recovery,
    timeWindow: 60_000,
    keyGenerator: (request) => `reset-pass:${(request.body as { email: string }).email}`,
  });

  defineRoute(app, 'resetPass', { rateLimit: config.rateLimits.recoveryPerAddress }, async (request) => {
    const { email } = request.body;
    const limit = await perEmail(request as FastifyRequest);
    if (!limit.isAllowed && limit.isExceeded) throw httpError(429, MESSAGES.tooManyAttempts, ERROR_CODES.rateLimited);
    /* One row, whoever has the address: the worker looks the account up and mails the link, so the
       answer costs the same either way and cannot tell which e-mails have accounts (finding 9). */
    await queueToCompose(app.db, 'recovery', email);
    app.mailOutbox.wake();
    return { ok: true as const };
  });

  defineRoute(app, 'searchTicket', { rateLimit: config.rateLimits.ticket }, async (request) => {
    if (!(await liveTicket(request.query.ticket))) throw invalidTicket();
    return { ok: true as const };
  });

  defineRoute(app, 'resetPassword', { rateLimit: config.rateLimits.ticket }, async (request) => {
    const { email, password, ticket } = request.body;
    const row = await liveTicket(ticket);
    const user = row ? await findUserById(app.db, row.userId) : undefined;
    if (!row || !user?.email || user.email.toLowerCase() !== email.toLowerCase()) throw invalidTicket();
    const to = user.email;
    const passwordHash = await hashPassword(password);
    /* The new password, the ended sign-ins and the notice commit together or not at all. */
    await app.db.transaction(async (tx) => {
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
    app.mailOutbox.wake();
    app.telegram.notify(user.telegramId, TELEGRAM_BOT_TEXTS.passwordChanged);
    return { ok: true as const };
  });
}
