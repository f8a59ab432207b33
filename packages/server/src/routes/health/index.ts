import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'check', { summary: 'Server health' }, async () => ({ status: 'ok' as const }));
}
