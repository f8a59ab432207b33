import { ERROR_CODES, MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

/* A balancer polls readiness every few seconds: a database slower than this counts as down, and
   the check must answer before the balancer's own timeout (commonly 5 s). */
export const READINESS_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  /* Liveness: the process answers; it touches nothing, so a database outage does not get the
     process restarted by its supervisor. */
  defineRoute(app, 'check', {}, async () => ({ status: 'ok' as const }));

  /* Readiness: the database answers a trivial query in time. */
  defineRoute(app, 'checkReady', {}, async () => {
    if (!(await app.health.databaseAnswers(READINESS_TIMEOUT_MS)))
      throw httpError(503, MESSAGES.databaseUnavailable, ERROR_CODES.stopping);
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
