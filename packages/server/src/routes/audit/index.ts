import type { FastifyInstance } from 'fastify';
import { forbiddenError } from '../../lib/http-error.ts';
import { listAudit } from '../../services/audit.ts';
import { authorize } from '../../services/policy.ts';
import { defineRoute } from '../define.ts';

/** The log of staff actions (SENIOR). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'audit', {}, async (request) => {
    const denied = authorize(request.account, { action: 'audit.read' });
    if (denied) throw forbiddenError(denied);
    const { page, limit, action, actor } = request.query;
    return listAudit(app.db, page, limit, { action, actor });
  });
}
