import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { defineUnavailableRoutes } from '../../define.ts';

/** VK ID sign-in, registration and linking: answered as "not configured" until their issue lands. */
export async function vkRoutes(app: FastifyInstance): Promise<void> {
  defineUnavailableRoutes(
    app,
    ['vkStart', 'exchangeVkCode', 'getVkUser', 'createVkUser', 'linkVkId', 'unlinkVk'],
    MESSAGES.vkNotConfigured,
  );
}
