/** What the browser needs to know of the server's configuration (GET /config); never a secret. */
import { z } from 'zod';

/** Each integration is `null` while the server is not configured for it, and the app hides it. */
export const serverConfigSchema = z.object({
  /** VK ID sign-in: the app id the browser's SDK needs. */
  vkId: z.object({ appId: z.string() }).nullable(),
  /** The Telegram bot: its username, for the link shown on the settings page. */
  telegramBot: z.object({ username: z.string() }).nullable(),
});
export type ServerConfig = z.infer<typeof serverConfigSchema>;
