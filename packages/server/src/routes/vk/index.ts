import { MESSAGES, type EndpointName } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { defineRoute } from '../define.ts';

const VK_CALLS = ['vkStart', 'exchangeVkCode', 'getVkUser', 'createVkUser', 'linkVkId', 'unlinkVk'] as const;
const TELEGRAM_CALLS = ['tgLink', 'getTgUser', 'unlinkTg'] as const;

/**
 * VK ID sign-in and the Telegram bot arrive in a later issue. Until then each of their calls is
 * registered with its auth level, so a signed-in call without a token answers 401 like every other,
 * and then answers 404 "not configured" (before the body is checked), which the app reads as
 * "hide the feature".
 */
export async function vkRoutes(app: FastifyInstance, _options: { config: Config }): Promise<void> {
  const notConfigured = (name: EndpointName, message: string) =>
    defineRoute(
      app,
      name,
      {
        summary: 'Not available yet',
        preValidation: async () => {
          throw httpError(404, message);
        },
      },
      async () => {
        throw httpError(404, message);
      },
    );
  for (const name of VK_CALLS) notConfigured(name, MESSAGES.vkNotConfigured);
  for (const name of TELEGRAM_CALLS) notConfigured(name, MESSAGES.telegramNotConfigured);
}
