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

/**
 * The school's legal details and contacts (GET /config/school), shown by the help dialog, the public
 * offer, the privacy policy and the menu's 'Сайт школы'. A call of its own, so GET /config keeps
 * exactly the shape api.md gives it.
 */
export const legalDetailsSchema = z.object({
  /** The contractor of the offer: 'ООО «Онлайн-школа»'. */
  name: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  address: z.string(),
  /** As configured; the app shows it in one form (`formatPhone`). */
  phone: z.string(),
  email: z.string(),
  /** The school's website (an http(s) URL): the help dialog and the menu's 'Сайт школы' link to it. */
  website: z.string(),
  /** The school's page on VK, the help dialog's 'Социальная сеть'. */
  vk: z.string(),
  /** The school's Telegram channel or chat, the help dialog's 'Мессенджер'. */
  telegram: z.string(),
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;
