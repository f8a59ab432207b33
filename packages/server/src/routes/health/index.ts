import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, 'check', {}, async () => ({ status: 'ok' as const }));
}
