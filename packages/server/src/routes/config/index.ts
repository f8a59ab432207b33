import type { ServerConfig } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { defineRoute } from '../define.ts';

/**
 * What the browser may know of the configuration: public identifiers only, never a token or a
 * secret. The bot counts as configured only with both its token and its username.
 */
export function publicConfig(config: Config): ServerConfig {
  const { botToken, botUsername } = config.telegram;
  return {
    vkId: config.vkid.appId ? { appId: config.vkid.appId } : null,
    telegramBot: botToken && botUsername ? { username: botUsername } : null,
  };
}

/**
 * GET /config: which integrations are on, so the app shows or hides them; GET /config/school: the
 * school's legal details (SCHOOL_*), public by nature.
 */
export async function configRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const answer = publicConfig(config);
  defineRoute(app, 'serverConfig', {}, async () => answer);
  defineRoute(app, 'schoolDetails', {}, async () => config.legal);
}
