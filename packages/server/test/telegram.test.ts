/*
 * The Telegram bot against a local stand-in of the Bot API (@school/mocks/telegram-bot-api): the
 * deep link, linking by webhook and by long polling, unlinking, and the notices to the linked chat.
 */
import { MESSAGES, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinkTokens, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import {
  BOT_USERNAME,
  SECRET_HEADER,
  WEBHOOK_SECRET,
  botConfig,
  createPollingApp,
  linkByPolling,
  messageUpdate,
  privateMessage,
  startTelegramBotApi,
  startTokenOf,
  telegramIdOf,
  telegramUser,
  tgLink,
  type TelegramBotApi,
} from './helpers/telegram.ts';
import { call, createTestApp, signedIn, type TestApp } from './helpers/test-app.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const CHROME_WINDOWS_NEWER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

type Student = Awaited<ReturnType<typeof signedIn>>;

/** An update POSTed to the webhook with `secret` in Telegram's header (none when null). */
const webhook = (t: TestApp, body: unknown, secret: string | null = WEBHOOK_SECRET) =>
  call(t.app, 'POST', '/telegram/webhook', {
    body,
    headers: secret === null ? {} : { [SECRET_HEADER]: secret },
  });

/** `text` from the private chat of `fromId`, by webhook; the bot's answer is awaited by the caller. */
const say = async (t: TestApp, fromId: number, text: string) => {
  const res = await webhook(t, { update_id: fromId, ...privateMessage(fromId, text) });
  expect(res.status).toBe(200);
};

describe('without a bot (no TELEGRAM_BOT_TOKEN)', () => {
  let api: TelegramBotApi;
  let t: TestApp;
  beforeAll(async () => {
    api = await startTelegramBotApi();
    t = await createTestApp({
      config: {
        telegram: { botToken: undefined, botUsername: BOT_USERNAME, apiUrl: api.url, webhookSecret: WEBHOOK_SECRET },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('given a signed-in student / every Telegram call answers 404 "not configured" and nothing calls Telegram', async () => {
    const user = await signedIn(t.app, ['USER']);
    for (const [method, path, body] of [
      ['POST', '/api/tg-link', undefined],
      ['GET', `/api/get-tguser?username=${user.username}`, undefined],
      ['POST', '/api/unlink-tg', { username: user.username }],
    ] as const) {
      const res = await call(t.app, method, path, { token: user.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(MESSAGES.telegramNotConfigured);
    }
    expect((await call(t.app, 'POST', '/api/tg-link')).status).toBe(401);
    const hook = await webhook(t, { update_id: 1, ...privateMessage(1, '/start') });
    expect(hook.status).toBe(404);
    /* Sign-ins and password changes do not try to notify anyone either. */
    await call(t.app, 'POST', '/auth/login', { body: { username: user.username, password: user.password } });
    expect(api.calls).toEqual([]);
  });
});

describe('by webhook (TELEGRAM_WEBHOOK_SECRET set)', () => {
  let api: TelegramBotApi;
  let t: TestApp;
  beforeAll(async () => {
    api = await startTelegramBotApi();
    t = await createTestApp({ config: botConfig(api, 'webhook') });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });
  afterEach(() => api.restore());

  /** A student whose Telegram (`chat`) is linked through the webhook. */
  async function linkedStudent(): Promise<Student & { chat: number }> {
    const user = await signedIn(t.app, ['USER']);
    const chat = telegramUser();
    await say(t, chat, `/start ${startTokenOf(await tgLink(t, user.token))}`);
    await api.waitForMessage(chat);
    expect(await telegramIdOf(t, user.username)).toBe(String(chat));
    return { ...user, chat };
  }

  it('on start / registers PUBLIC_URL/server/telegram/webhook with the secret, for messages only, and polls nothing', async () => {
    const params = await api.waitForCall('setWebhook');
    expect(params).toEqual({
      url: 'https://school.test/server/telegram/webhook',
      secret_token: WEBHOOK_SECRET,
      allowed_updates: ['message'],
    });
    expect(api.callsOf('getUpdates')).toEqual([]);
    expect(api.callsOf('getMe')).toEqual([]);
    expect(t.app.telegram.isPolling()).toBe(false);
  });

  describe('POST /server/api/tg-link', () => {
    it('given no token / answers 401', async () => {
      expect((await call(t.app, 'POST', '/api/tg-link')).status).toBe(401);
    });

    it('given a student / answers a deep link to the bot whose one-time token is stored only as its hash, for 15 minutes', async () => {
      const user = await signedIn(t.app, ['USER']);
      const before = Date.now();
      const url = await tgLink(t, user.token);
      expect(url).toMatch(new RegExp(`^https://t\\.me/${BOT_USERNAME}\\?start=[A-Za-z0-9_-]{16,64}$`));
      const token = startTokenOf(url);
      const rows = await t.app.db.select().from(telegramLinkTokens);
      const row = rows.find((entry) => entry.tokenHash === sha256(token));
      expect(row).toBeDefined();
      expect(JSON.stringify(rows)).not.toContain(token);
      const ttl = row!.expiresAt.getTime() - before;
      expect(ttl).toBeGreaterThan(14.9 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
      /* The link names no account. */
      expect(url).not.toContain(user.username);
    });

    it('given a second link / the first one no longer links', async () => {
      const user = await signedIn(t.app, ['USER']);
      const first = startTokenOf(await tgLink(t, user.token));
      const second = startTokenOf(await tgLink(t, user.token));
      expect(second).not.toBe(first);
      const chat = telegramUser();
      await say(t, chat, `/start ${first}`);
      expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linkInvalid);
      expect(await telegramIdOf(t, user.username)).toBeNull();
      await say(t, chat, `/start ${second}`);
      expect((await api.waitForMessage(chat, 1)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
    });

    it('given a linked account / answers 409 "Telegram уже привязан к учетной записи"', async () => {
      const user = await linkedStudent();
      const res = await call(t.app, 'POST', '/api/tg-link', { token: user.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.telegramAlreadyLinked);
    });
  });

  describe('POST /server/telegram/webhook', () => {
    it('given a wrong or missing secret / answers 401 and links nothing', async () => {
      const user = await signedIn(t.app, ['USER']);
      const token = startTokenOf(await tgLink(t, user.token));
      const chat = telegramUser();
      const update = { update_id: 1, ...privateMessage(chat, `/start ${token}`) };
      expect((await webhook(t, update, 'wrong-secret')).status).toBe(401);
      expect((await webhook(t, update, null)).status).toBe(401);
      expect((await webhook(t, update, `${WEBHOOK_SECRET}x`)).status).toBe(401);
      expect(await telegramIdOf(t, user.username)).toBeNull();
      expect(api.sentMessages(chat)).toEqual([]);
      /* The token is still unused: the real Telegram can still deliver it. */
      await say(t, chat, `/start ${token}`);
      expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
    });

    it("given /start with the link's token / binds the sender, greets them by the account's name, and get-tguser and getuser tell", async () => {
      const user = await signedIn(t.app, ['USER'], { firstName: 'Иван', lastName: 'Петров' });
      const notYet = await call(t.app, 'GET', '/api/get-tguser', {
        token: user.token,
        query: { username: user.username },
      });
      expect(notYet.body).toEqual({ message: MESSAGES.telegramNotLinked });

      const chat = telegramUser();
      await say(t, chat, `/start ${startTokenOf(await tgLink(t, user.token))}`);
      expect((await api.waitForMessage(chat)).text).toBe(
        'Готово, Иван Петров! Этот чат привязан к Вашей учетной записи на платформе. Сюда будут приходить уведомления.',
      );
      const status = await call(t.app, 'GET', '/api/get-tguser', {
        token: user.token,
        query: { username: user.username },
      });
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ message: 'Complete' });
      const me = await call(t.app, 'GET', '/auth/getuser', { token: user.token });
      expect(me.body.telegramID).toBe(String(chat));
    });

    it('given the same token again / from another chat changes nothing; from the same chat (a re-delivery) greets again', async () => {
      const user = await signedIn(t.app, ['USER']);
      const token = startTokenOf(await tgLink(t, user.token));
      const chat = telegramUser();
      const intruder = telegramUser();
      await say(t, chat, `/start ${token}`);
      await api.waitForMessage(chat);
      await say(t, intruder, `/start ${token}`);
      expect((await api.waitForMessage(intruder)).text).toBe(TELEGRAM_BOT_TEXTS.linkInvalid);
      expect(await telegramIdOf(t, user.username)).toBe(String(chat));
      const intruderRows = await t.app.db
        .select()
        .from(users)
        .where(eq(users.telegramId, String(intruder)));
      expect(intruderRows).toEqual([]);
      await say(t, chat, `/start ${token}`);
      expect((await api.waitForMessage(chat, 1)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
      expect(await telegramIdOf(t, user.username)).toBe(String(chat));
    });

    it('given an expired or unknown token / says how to get a new link and links nothing', async () => {
      const user = await signedIn(t.app, ['USER']);
      const token = startTokenOf(await tgLink(t, user.token));
      await t.app.db
        .update(telegramLinkTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(telegramLinkTokens.tokenHash, sha256(token)));
      const chat = telegramUser();
      await say(t, chat, `/start ${token}`);
      expect((await api.waitForMessage(chat)).text).toBe(
        'Ссылка недействительна или устарела. Откройте Личный кабинет на платформе и нажмите «Привязать Telegram», чтобы получить новую.',
      );
      await say(t, chat, '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await say(t, chat, '/start ../../etc/passwd');
      expect((await api.waitForMessage(chat, 2)).text).toBe(TELEGRAM_BOT_TEXTS.linkInvalid);
      expect(api.sentMessages(chat).map((message) => message.text)).toEqual(
        Array(3).fill(TELEGRAM_BOT_TEXTS.linkInvalid),
      );
      expect(await telegramIdOf(t, user.username)).toBeNull();
    });

    it('given /start without a token or any other text / answers the short help', async () => {
      const chat = telegramUser();
      await say(t, chat, '/start');
      await say(t, chat, 'Здравствуйте!');
      expect((await api.waitForMessage(chat, 1)).text).toBe(TELEGRAM_BOT_TEXTS.help);
      expect(api.sentMessages(chat).map((message) => message.text)).toEqual([
        TELEGRAM_BOT_TEXTS.help,
        TELEGRAM_BOT_TEXTS.help,
      ]);
    });

    it('given /start with a token in a group chat / ignores it: linking happens in the private chat only', async () => {
      const user = await signedIn(t.app, ['USER']);
      const token = startTokenOf(await tgLink(t, user.token));
      const member = telegramUser();
      const group = -1_000_000_000 - member;
      const res = await webhook(t, {
        update_id: 7,
        ...messageUpdate({ fromId: member, text: `/start ${token}`, chat: { id: group, type: 'group' } }),
      });
      expect(res.status).toBe(200);
      /* A private message afterwards is answered, so the group's update was handled (and ignored) by then. */
      await say(t, member, '/start');
      await api.waitForMessage(member);
      expect(api.sentMessages(group)).toEqual([]);
      expect(await telegramIdOf(t, user.username)).toBeNull();
    });

    it('given a Telegram already linked to another account / refuses, says so, and the link still works elsewhere', async () => {
      const first = await linkedStudent();
      const second = await signedIn(t.app, ['USER']);
      const token = startTokenOf(await tgLink(t, second.token));
      await say(t, first.chat, `/start ${token}`);
      expect((await api.waitForMessage(first.chat, 1)).text).toBe(TELEGRAM_BOT_TEXTS.chatTaken);
      expect(await telegramIdOf(t, second.username)).toBeNull();
      const chat = telegramUser();
      await say(t, chat, `/start ${token}`);
      expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
      expect(await telegramIdOf(t, second.username)).toBe(String(chat));
    });

    it('given malformed updates / never answers 5xx: 400 for what is no update, 200 for an update the bot cannot read', async () => {
      const post = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/server/telegram/webhook',
          headers: { 'content-type': 'application/json', [SECRET_HEADER]: WEBHOOK_SECRET },
          payload,
        });
      for (const payload of ['{"broken', '[]', '"text"', '{}', '{"update_id":"one"}', 'null']) {
        expect((await post(payload)).statusCode, payload).toBe(400);
      }
      for (const payload of [
        '{"update_id":9}',
        '{"update_id":10,"message":"not a message"}',
        '{"update_id":11,"message":{"chat":{"type":"private"},"text":"/start x"}}',
        '{"update_id":12,"message":{"message_id":1,"date":1,"chat":{"id":1,"type":"private"},"text":"/start","entities":[{"offset":0,"length":99,"type":"bot_command"}]}}',
        '{"update_id":13,"edited_message":{"text":"hi"}}',
      ]) {
        const res = await post(payload);
        expect(res.statusCode, payload).toBe(200);
        expect(res.json()).toEqual({ ok: true });
      }
    });

    it('given Telegram failing to take the reply / still answers 200, so Telegram does not re-deliver', async () => {
      api.fail('sendMessage', 502, 'Bad Gateway');
      const user = await signedIn(t.app, ['USER']);
      const chat = telegramUser();
      const res = await webhook(t, {
        update_id: 20,
        ...privateMessage(chat, `/start ${startTokenOf(await tgLink(t, user.token))}`),
      });
      expect(res.status).toBe(200);
      expect(await telegramIdOf(t, user.username)).toBe(String(chat));
    });
  });

  describe('GET /server/api/get-tguser and POST /server/api/unlink-tg', () => {
    it("given another account's username / answers 403", async () => {
      const user = await signedIn(t.app, ['USER']);
      const other = await signedIn(t.app, ['USER']);
      const status = await call(t.app, 'GET', '/api/get-tguser', {
        token: user.token,
        query: { username: other.username },
      });
      expect(status.status).toBe(403);
      const unlink = await call(t.app, 'POST', '/api/unlink-tg', {
        token: user.token,
        body: { username: other.username },
      });
      expect(unlink.status).toBe(403);
    });

    it('given a linked account / unlinks it, tells the chat, and the account reads as not linked', async () => {
      const user = await linkedStudent();
      const res = await call(t.app, 'POST', '/api/unlink-tg', { token: user.token, body: { username: user.username } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await api.waitForMessage(user.chat, 1)).text).toBe(
        'Telegram отвязан от Вашей учетной записи на платформе.',
      );
      expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).body.telegramID).toBeNull();
      const status = await call(t.app, 'GET', '/api/get-tguser', {
        token: user.token,
        query: { username: user.username },
      });
      expect(status.body).toEqual({ message: MESSAGES.telegramNotLinked });
      /* Unlinking again is harmless and tells nobody. */
      expect(
        (await call(t.app, 'POST', '/api/unlink-tg', { token: user.token, body: { username: user.username } })).status,
      ).toBe(200);
      /* A new link works again. */
      await say(t, user.chat, `/start ${startTokenOf(await tgLink(t, user.token))}`);
      expect((await api.waitForMessage(user.chat, 2)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
      expect(api.sentMessages(user.chat)).toHaveLength(3);
    });
  });

  describe('notices to the linked chat', () => {
    const passwordChanged =
      'Пароль Вашей учетной записи изменен. Если это были не Вы, восстановите доступ и смените пароль.';

    it('given a password change on the settings page / tells the chat', async () => {
      const user = await linkedStudent();
      const res = await call(t.app, 'POST', '/api/update-profile', {
        token: user.token,
        body: { firstName: 'Имя', lastName: 'Фамилия', password: 'a-new-password-1', currentPassword: user.password },
      });
      expect(res.status).toBe(200);
      expect((await api.waitForMessage(user.chat, 1)).text).toBe(passwordChanged);
    });

    it('given a password reset through the recovery link / tells the chat', async () => {
      const user = await linkedStudent();
      await call(t.app, 'POST', '/api/reset-pass', { body: { email: user.email } });
      const link = /https?:\/\/\S+\/reset\?\S+/.exec(t.mail.last(user.email)?.text ?? '')?.[0] ?? '';
      const ticket = new URL(link).searchParams.get('ticket') ?? '';
      const res = await call(t.app, 'POST', '/auth/reset-password', {
        body: { email: user.email, password: 'brand-new-password', ticket },
      });
      expect(res.status).toBe(200);
      expect((await api.waitForMessage(user.chat, 1)).text).toBe(passwordChanged);
    });

    it('given Telegram down / the password change still succeeds', async () => {
      const user = await linkedStudent();
      api.fail('sendMessage', 500, 'Internal Server Error');
      const tried = api.callsOf('sendMessage').length;
      const res = await call(t.app, 'POST', '/api/update-profile', {
        token: user.token,
        body: { firstName: 'Имя', lastName: 'Фамилия', password: 'a-new-password-1', currentPassword: user.password },
      });
      expect(res.status).toBe(200);
      /* The notice was tried, and failed without touching the answer. */
      expect((await api.waitForCall('sendMessage', tried)).text).toBe(passwordChanged);
    });

    it('given a sign-in from a browser and system not seen before / tells the chat which, and from where; a known one (even updated) tells nothing', async () => {
      const user = await signedIn(t.app, ['USER']);
      const signIn = (userAgent: string) =>
        call(t.app, 'POST', '/auth/login', {
          body: { username: user.username, password: user.password },
          headers: { 'user-agent': userAgent },
        });
      expect((await signIn(CHROME_WINDOWS)).status).toBe(200);
      const chat = telegramUser();
      await say(t, chat, `/start ${startTokenOf(await tgLink(t, user.token))}`);
      await api.waitForMessage(chat);

      expect((await signIn(CHROME_WINDOWS)).status).toBe(200);
      expect((await signIn(CHROME_WINDOWS_NEWER)).status).toBe(200);
      expect((await signIn(FIREFOX_LINUX)).status).toBe(200);
      expect((await api.waitForMessage(chat, 1)).text).toBe(
        'Вход в учетную запись с нового устройства: Firefox 121, Linux, IP 127.0.0.1',
      );
      /* Firefox on Linux is known now. */
      expect((await signIn(FIREFOX_LINUX)).status).toBe(200);
      expect((await signIn(CHROME_WINDOWS)).status).toBe(200);
      await say(t, chat, 'ping');
      await api.waitForMessage(chat, 2);
      expect(api.sentMessages(chat).map((message) => message.text)).toEqual([
        TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'),
        'Вход в учетную запись с нового устройства: Firefox 121, Linux, IP 127.0.0.1',
        TELEGRAM_BOT_TEXTS.help,
      ]);
    });
  });
});

describe('over real HTTP, as in the end-to-end journeys', () => {
  it("given the stand-in's deliver() / Telegram's POST with the registered secret reaches the listening server and links", async () => {
    const api = await startTelegramBotApi();
    /* PUBLIC_URL must name the port before the server starts: take a free one. */
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const t = await createTestApp({ config: { ...botConfig(api, 'webhook'), publicUrl: `http://127.0.0.1:${port}` } });
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      await api.waitForCall('setWebhook');
      expect(api.webhook).toEqual({
        url: `http://127.0.0.1:${port}/server/telegram/webhook`,
        secret_token: WEBHOOK_SECRET,
        allowed_updates: ['message'],
      });
      const user = await signedIn(t.app, ['USER']);
      const chat = telegramUser();
      const { status } = await api.deliver(privateMessage(chat, `/start ${startTokenOf(await tgLink(t, user.token))}`));
      expect(status).toBe(200);
      expect((await api.waitForMessage(chat)).text).toBe(TELEGRAM_BOT_TEXTS.linked('Имя Фамилия'));
      expect(await telegramIdOf(t, user.username)).toBe(String(chat));
    } finally {
      await t.close();
      await api.close();
    }
  });
});

describe('by long polling (no webhook secret)', () => {
  let api: TelegramBotApi;
  beforeAll(async () => {
    api = await startTelegramBotApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('given a /start update queued at Telegram / deletes the webhook, polls, links the account and answers; closing stops the poll', async () => {
    const t = await createPollingApp(api);
    try {
      await api.waitForPoll();
      expect(api.callsOf('deleteWebhook')).toHaveLength(1);
      expect(api.callsOf('getUpdates')[0]).toMatchObject({ timeout: 20, allowed_updates: ['message'] });
      expect(api.callsOf('setWebhook')).toEqual([]);
      expect(t.app.telegram.isPolling()).toBe(true);

      const { user, chat } = await linkByPolling(api, t);
      const status = await call(t.app, 'GET', '/api/get-tguser', {
        token: user.token,
        query: { username: user.username },
      });
      expect(status.body).toEqual({ message: 'Complete' });
      /* The webhook is not open while polling. */
      expect((await webhook(t, { update_id: 99, ...privateMessage(chat, 'hi') })).status).toBe(404);
    } finally {
      const started = Date.now();
      await t.close();
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(api.waitingPolls).toBe(0);
    /* The last poll confirmed the handled update, so a later poller does not get it again. */
    expect(api.callsOf('getUpdates').at(-1)).toMatchObject({ offset: expect.any(Number) });
  });
});
