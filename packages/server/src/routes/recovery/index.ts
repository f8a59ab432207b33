import { ERROR_CODES, MESSAGES, RECOVERY_TICKET_TTL_S, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { resetTickets, users } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newRecoveryTicket, sha256 } from '../../lib/secrets.ts';
import { passwordChangedMail, recoveryMail } from '../../mail/templates.ts';
import { spendResetTickets } from '../../services/reset-tickets.ts';
import { revokeAllForUser } from '../../services/session.ts';
import { findUserByEmail, findUserById } from '../../services/users.ts';
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
    const user = await findUserByEmail(app.db, email);
    /* The same answer either way, so the call cannot tell which e-mails have accounts. */
    if (user?.email) {
      const now = Date.now();
      const ticket = newRecoveryTicket(now);
      await spendResetTickets(app.db, user.id);
      await app.db.insert(resetTickets).values({
        userId: user.id,
        ticketHash: sha256(ticket),
        expiresAt: new Date(now + RECOVERY_TICKET_TTL_S * 1000),
      });
      /* '@' is legal in a query (RFC 3986), so the e-mail reads as written; '+', '&' and the like stay escaped. */
      const emailParam = encodeURIComponent(user.email).replace(/%40/g, '@');
      const link = `${config.publicUrl}/reset?ticket=${encodeURIComponent(ticket)}&email=${emailParam}`;
      await app.mailer
        .send({ to: user.email, ...recoveryMail(user.firstName, link) })
        .catch((error: unknown) => request.log.error({ err: error }, 'recovery mail not sent'));
    }
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
    /* Spend the ticket first and atomically: two parallel resets cannot both use it. */
    const spent = await app.db
      .update(resetTickets)
      .set({ usedAt: new Date() })
      .where(and(eq(resetTickets.id, row.id), isNull(resetTickets.usedAt)))
      .returning({ id: resetTickets.id });
    if (spent.length === 0) throw invalidTicket();
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllForUser(app.db, user.id);
    await spendResetTickets(app.db, user.id);
    app.telegram.notify(user.telegramId, TELEGRAM_BOT_TEXTS.passwordChanged);
    await app.mailer
      .send({ to: user.email, ...passwordChangedMail(user.firstName, new Date()) })
      .catch((error: unknown) => request.log.error({ err: error }, 'password-changed notice not sent'));
    return { ok: true as const };
  });
}
