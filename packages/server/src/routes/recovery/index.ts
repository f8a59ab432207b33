import { ERROR_CODES, MESSAGES } from '@school/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

export async function recoveryRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const recovery = app.recovery;
  /* Checked after validation, so the key is the normalised e-mail (trimmed, lower case). */
  const perEmail = app.createRateLimit({
    max: config.rateLimits.recovery,
    timeWindow: 60_000,
    keyGenerator: (request) => `reset-pass:${(request.body as { email: string }).email}`,
  });

  defineRoute(app, 'resetPass', { rateLimit: config.rateLimits.recoveryPerAddress }, async (request) => {
    const limit = await perEmail(request as FastifyRequest);
    if (!limit.isAllowed && limit.isExceeded) throw httpError(429, MESSAGES.tooManyAttempts, ERROR_CODES.rateLimited);
    await recovery.requestReset(request.body.email);
    return { ok: true as const };
  });

  defineRoute(app, 'searchTicket', { rateLimit: config.rateLimits.ticket }, async (request) => {
    if (!(await recovery.isTicketLive(request.query.ticket))) throw httpError(404, MESSAGES.ticketExpired);
    return { ok: true as const };
  });

  defineRoute(app, 'resetPassword', { rateLimit: config.rateLimits.ticket }, async (request) => {
    await recovery.resetPassword(request.body);
    return { ok: true as const };
  });
}
