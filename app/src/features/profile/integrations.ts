import type { ServerConfig } from '@school/contract';

/**
 * Whether the settings page shows its integrations section: when VK ID or the Telegram bot is on,
 * each of which has its row. Unknown (loading, or GET /config failed) hides it.
 */
export function integrationsShown(config: Pick<ServerConfig, 'vkId' | 'telegramBot'> | undefined): boolean {
  return config?.vkId != null || config?.telegramBot != null;
}
