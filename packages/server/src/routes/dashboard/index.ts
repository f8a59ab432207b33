import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

/** The home page's cards (api.md GET /api/dashboard), counted for the signed-in viewer. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'dashboard', {}, async (request) => app.dashboard.counts(request.account, request.taughtSubjects));
}
