import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, PUBLIC_URL, TEST_LEGAL, type TestApp } from './helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const telegram = (botToken: string | undefined, botUsername: string | undefined) => ({
  botToken,
  botUsername,
  apiUrl: 'http://127.0.0.1:9',
  webhookSecret: 'webhook-secret-value',
});

describe('GET /server/config', () => {
  it('given no VK ID and no bot / answers both null, without a token', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ vkId: null, telegramBot: null });
  });

  it('given VK ID and the bot configured / answers the app id and the bot username, and no secret', async () => {
    t = await createTestApp({
      config: {
        vkid: {
          appId: '51234567',
          redirectUrl: `${PUBLIC_URL}/get-vkapi`,
          linkRedirectUrl: `${PUBLIC_URL}/link-vk`,
          apiUrl: 'http://127.0.0.1:9',
          timeoutMs: 2_000,
        },
        telegram: telegram('123456:secret-bot-token', 'school_test_bot'),
      },
    });
    const res = await call(t.app, 'GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      vkId: { appId: '51234567' },
      telegramBot: { username: 'school_test_bot' },
    });
    for (const secret of ['secret-bot-token', 'webhook-secret-value', t.config.jwtSecret]) {
      expect(res.raw.body).not.toContain(secret);
    }
  });

  it('given a bot token without a username, or a username without a token / the bot reads as not configured', async () => {
    for (const [botToken, botUsername] of [
      ['123456:secret-bot-token', undefined],
      [undefined, 'school_test_bot'],
    ] as const) {
      t = await createTestApp({ config: { telegram: telegram(botToken, botUsername) } });
      const res = await call(t.app, 'GET', '/config');
      expect(res.body).toEqual({ vkId: null, telegramBot: null });
      await t.close();
      t = undefined;
    }
  });
});

describe('GET /server/config/school', () => {
  it("given SCHOOL_* / answers the school's legal details and contacts to anyone", async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/config/school');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(TEST_LEGAL);
  });
});
