import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

/** The log of staff actions (SENIOR). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'audit', {}, async (request) => app.audit.list(request.account, request.query));
}
