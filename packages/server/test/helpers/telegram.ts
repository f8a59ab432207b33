import { TELEGRAM_BOT_TEXTS } from '@school/contract';
import { messageUpdate, startTelegramBotApi, type TelegramBotApi } from '@school/mocks/telegram-bot-api';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { users } from '../../src/db/schema/index.ts';
import { call, createTestApp, signedIn, type TestAppOptions, type TestApp } from './test-app.ts';

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

let nextTelegramId = 555_000_001;
/** A Telegram user id no other test uses. */
export const telegramUser = () => nextTelegramId++;

/** The deep link of `POST /api/tg-link` for the account of `token`. */
export async function tgLink(t: TestApp, token: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/tg-link', { token });
  expect(res.status).toBe(200);
  return res.body.url as string;
}

/** The Telegram id linked to `username`, straight from the database. */
export const telegramIdOf = async (t: TestApp, username: string) =>
  (await t.app.db.select({ id: users.telegramId }).from(users).where(eq(users.username, username)))[0]?.id ?? null;

/* A second process takes a freed lock within 0.2 s, and one poll waits at Telegram for 20 s, as the bot's does. */
const TEST_POLLING = { lockRetryMs: 200, timeoutS: 20 };

/** The test app with a bot on the stand-in `api` by long polling. */
export const createPollingApp = (api: TelegramBotApi, options: TestAppOptions = {}) =>
  createTestApp({ config: botConfig(api, 'polling'), telegramPolling: TEST_POLLING, ...options });

/** A student sends `/start <token>` of their deep link through the polled Bot API; resolves once the bot says they are linked. */
export async function linkByPolling(api: TelegramBotApi, t: TestApp) {
  const user = await signedIn(t.app, ['USER']);
  const chat = telegramUser();
  api.pushUpdate(privateMessage(chat, `/start ${startTokenOf(await tgLink(t, user.token))}`));
  expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
  return { user, chat };
}
