import type { ServerConfig } from '@school/contract';

/**
 * Whether the settings page shows its integrations section. Only rows that exist count: until the
 * VK ID row is built (issue 12) an on VK ID alone would leave the section an empty heading, so
 * today it follows the Telegram bot. Unknown (loading, or GET /config failed) hides it too.
 */
export function integrationsShown(config: ServerConfig | undefined): boolean {
  return config?.telegramBot != null;
}
