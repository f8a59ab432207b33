import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

/**
 * VK ID sign-in arrives in a later issue. Until then vk-start answers 404, which the app reads as
 * "VK ID is not configured" and hides the button; the other VK ID and Telegram calls are not
 * registered and fall through to the 404 of unknown /server paths.
 */
export async function vkRoutes(app: FastifyInstance, _options: { config: Config }): Promise<void> {
  defineRoute(app, 'vkStart', { summary: 'Start VK ID sign-in (not available yet)' }, async () => {
    throw httpError(404, MESSAGES.vkNotConfigured);
  });
}
