/**
 * The Telegram bot on PostgreSQL only: several server processes share one database there, and the
 * advisory lock decides which one polls (the embedded database serves one process). Runs in the
 * server-postgres project, which exists when TEST_DATABASE_URL is set.
 */
import { TELEGRAM_BOT_TEXTS } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botConfig,
  privateMessage,
  startTelegramBotApi,
  startTokenOf,
  telegramIdOf,
  telegramUser,
  tgLink,
  type TelegramBotApi,
} from '../helpers/telegram.ts';
import { createTestApp, signedIn, type TestApp } from '../helpers/test-app.ts';

describe('two server processes on one PostgreSQL', () => {
  let api: TelegramBotApi;
  beforeAll(async () => {
    api = await startTelegramBotApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('given two processes / only the advisory lock holder polls, and the other takes over when it stops', async () => {
    const polling = { lockRetryMs: 200, timeoutS: 20 };
    const first = await createTestApp({ config: botConfig(api, 'polling'), telegramPolling: polling });
    let second: TestApp | undefined;
    try {
      await api.waitForPoll();
      expect(first.app.telegram.isPolling()).toBe(true);
      second = await createTestApp({ config: botConfig(api, 'polling'), telegramPolling: polling, databaseOf: first });
      /* Several lock retries of the second process. */
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(first.app.telegram.isPolling()).toBe(true);
      expect(second.app.telegram.isPolling()).toBe(false);
      expect(api.callsOf('deleteWebhook')).toHaveLength(1);
      expect(api.conflicts).toBe(0);

      const pollsBefore = api.callsOf('getUpdates').length;
      await first.app.close();
      await api.waitForCall('getUpdates', pollsBefore + 1);
      await api.waitForPoll();
      expect(second.app.telegram.isPolling()).toBe(true);
      expect(api.callsOf('deleteWebhook')).toHaveLength(2);

      const user = await signedIn(second.app, ['USER']);
      const chat = telegramUser();
      api.pushUpdate(privateMessage(chat, `/start ${startTokenOf(await tgLink(second, user.token))}`));
      expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
      expect(await telegramIdOf(second, user.username)).toBe(String(chat));
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
