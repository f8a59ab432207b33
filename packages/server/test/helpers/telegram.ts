import { messageUpdate, startTelegramBotApi, type TelegramBotApi } from '@school/mocks/telegram-bot-api';
import type { Config } from '../../src/config.ts';

export { messageUpdate, startTelegramBotApi, type TelegramBotApi };

export const BOT_TOKEN = '7000000001:AAtest-token_for-the-stand-in';
export const BOT_USERNAME = 'school_test_bot';
export const WEBHOOK_SECRET = 'webhook-secret_0123456789';
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The test app's configuration of a bot on the stand-in: by webhook (with the secret) or by long polling. */
export const botConfig = (api: TelegramBotApi, mode: 'webhook' | 'polling'): Partial<Config> => ({
  telegram: {
    botToken: BOT_TOKEN,
    botUsername: BOT_USERNAME,
    apiUrl: api.url,
    webhookSecret: mode === 'webhook' ? WEBHOOK_SECRET : undefined,
  },
});

/** The token of a deep link `https://t.me/<bot>?start=<token>`. */
export const startTokenOf = (url: string): string => new URL(url).searchParams.get('start') ?? '';

/** `/start <token>` (or any text) from a private chat with Telegram user `fromId`. */
export const privateMessage = (fromId: number, text: string, firstName = 'Ivan') =>
  messageUpdate({ fromId, text, firstName });
