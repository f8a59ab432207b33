/**
 * The Telegram bot on PostgreSQL only: several server processes share one database there, and the
 * advisory lock decides which one polls (the embedded database serves one process). Runs in the
 * server-postgres project, which exists when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPollingApp,
  linkByPolling,
  startTelegramBotApi,
  telegramIdOf,
  type TelegramBotApi,
} from '../helpers/telegram.ts';
import type { TestApp } from '../helpers/test-app.ts';

describe('two server processes on one PostgreSQL', () => {
  let api: TelegramBotApi;
  beforeAll(async () => {
    api = await startTelegramBotApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('given two processes / only the advisory lock holder polls, and the other takes over when it stops', async () => {
    const first = await createPollingApp(api);
    let second: TestApp | undefined;
    try {
      await api.waitForPoll();
      expect(first.app.telegram.isPolling()).toBe(true);
      second = await createPollingApp(api, { databaseOf: first });
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

      const { user, chat } = await linkByPolling(api, second);
      expect(await telegramIdOf(second, user.username)).toBe(String(chat));
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
