import type { FastifyInstance } from 'fastify';
import { forbiddenError } from '../../lib/http-error.ts';
import { accountOf } from '../../plugins/app/auth.ts';
import { listAudit } from '../../services/audit.ts';
import { authorize } from '../../services/policy.ts';
import { defineRoute } from '../define.ts';

/** The log of staff actions (SENIOR). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    'audit',
    {
      summary: 'Staff actions, newest first (SENIOR)',
      /* `?page=&limit=` as api.md writes the call: an empty value means the default, like an absent one. */
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const key of ['page', 'limit']) if (query[key] === '') delete query[key];
      },
    },
    async (request) => {
      const denied = authorize(accountOf(request), { action: 'audit.read' });
      if (denied) throw forbiddenError(denied);
      return listAudit(app.db, request.query.page, request.query.limit);
    },
  );
}
