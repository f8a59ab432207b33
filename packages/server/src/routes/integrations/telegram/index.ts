import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { defineUnavailableRoutes } from '../../define.ts';

/** The Telegram bot link: answered as "not configured" until its issue lands. */
export async function telegramRoutes(app: FastifyInstance): Promise<void> {
  defineUnavailableRoutes(app, ['tgLink', 'getTgUser', 'unlinkTg'], MESSAGES.telegramNotConfigured);
}
