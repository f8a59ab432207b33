import type { FastifyInstance } from 'fastify';
import { dashboardCounts } from '../../services/dashboard.ts';
import { defineRoute } from '../define.ts';

/** The home page's cards (api.md GET /api/dashboard), counted for the signed-in viewer. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'dashboard', {}, async (request) =>
    dashboardCounts(app.db, request.account, request.taughtSubjects),
  );
}
