/**
 * The settings page ('Личный кабинет') as a student uses it, against `npm start` with the Telegram
 * bot on (webhook mode) talking to a local stand-in of the Bot API: names and avatar, the dark theme,
 * linking Telegram through the webhook, ending another sign-in, a wrong current password said at its
 * field, and changing the password.
 */
import { routes, TELEGRAM_BOT_TEXTS, TOAST_MS } from '@school/contract';
import { messageUpdate, startTelegramBotApi } from '@school/mocks/telegram-bot-api';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/platform.ts';
import { DESKTOP, hasHorizontalOverflow, openPage, PHONE } from './browser.ts';
import { serviceJourney } from './service-journey.ts';

const STUDENT = {
  username: 'settings-student',
  password: 'settings-student-password',
  email: 'student@settings.example.ru',
  firstName: 'Ирина',
  lastName: 'Соколова',
};
const BOT = { token: '123456:settings-e2e-token', username: 'school_e2e_bot', secret: 'settings-e2e-webhook-secret' };
const CHAT_ID = 424242;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

const journey = serviceJourney({
  startService: () => startTelegramBotApi({ token: BOT.token }),
  env: (botApi) => ({
    TELEGRAM_BOT_TOKEN: BOT.token,
    TELEGRAM_BOT_USERNAME: BOT.username,
    TELEGRAM_API_URL: botApi.url,
    TELEGRAM_WEBHOOK_SECRET: BOT.secret,
  }),
  student: STUDENT,
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function signIn(password = STUDENT.password, userAgent?: string): Promise<Tokens> {
  const { status, data } = await callApi<Tokens>(journey.server.baseUrl, 'POST', '/auth/login', {
    body: { username: STUDENT.username, password },
    headers: userAgent ? { 'User-Agent': userAgent } : {},
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  return data;
}

const getUser = (token: string) =>
  callApi<{ firstName: string; lastName: string; avatar: string | null; telegramID: string | null }>(
    journey.server.baseUrl,
    'GET',
    '/auth/getuser',
    { token },
  );

/** The settings page, signed in as the student in a browser of its own. */
async function openSettings(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(journey.browser, viewport, { ...(await signIn()) }, journey.server.baseUrl);
  await opened.page.goto('/settings');
  await opened.page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
  return opened;
}

/** A photo as a camera would give it: a 1200x800 PNG drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 800);
    gradient.addColorStop(0, '#6d28d9');
    gradient.addColorStop(1, '#f97316');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('settings page against the real server and a Telegram stand-in', () => {
  it('changes the names and the avatar: the server keeps them and serves a 256x256 WebP', async () => {
    const { context, page } = await openSettings();
    await page.getByRole('button', { name: 'Вернуться на главную' }).waitFor();
    await page.getByLabel('Имя', { exact: true }).fill('Ирэна');
    await page.getByLabel('Фамилия', { exact: true }).fill('Соколова-Орлова');

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo(page) });
    const crop = page.getByRole('dialog', { name: 'Обрежьте Ваше фото' });
    await crop.waitFor();
    await crop.getByRole('button', { name: 'Обрезать' }).click();
    await crop.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменения сохранены').waitFor();

    const { accessToken } = await signIn();
    const { data: user } = await getUser(accessToken);
    expect(user).toMatchObject({ firstName: 'Ирэна', lastName: 'Соколова-Орлова' });
    expect(user.avatar).toMatch(/\/server\/avatars\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(new URL(user.avatar!, journey.server.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/webp');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, user.avatar!);
    expect(size).toEqual([256, 256]);

    // After a reload the page shows what was saved.
    await page.reload();
    await expect.poll(() => page.getByLabel('Имя', { exact: true }).inputValue()).toBe('Ирэна');
    await context.close();
  });

  it("switches to the dark theme at once, remembers it in the 'theme' cookie, and keeps it after a reload", async () => {
    const { context, page } = await openSettings();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    await page.getByRole('switch', { name: /Темная тема/ }).click();
    await expect.poll(theme).toBe('dark');
    expect((await context.cookies(journey.server.baseUrl)).find((cookie) => cookie.name === 'theme')?.value).toBe(
      'dark',
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    expect(await theme()).toBe('dark');
    await context.close();
  });

  it('links Telegram through the bot (webhook), then unlinks it; the chat hears about both', async () => {
    const { context, page } = await openSettings();
    expect(journey.service.webhook).toMatchObject({
      url: `${journey.server.baseUrl}/server/telegram/webhook`,
      secret_token: BOT.secret,
      allowed_updates: ['message'],
    });
    // The new tab goes to t.me, which this machine cannot reach: answer it locally.
    await context.route('https://t.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>t.me</title>' }),
    );

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Привязать Telegram' }).click(),
    ]);
    await tab.waitForURL(/^https:\/\/t\.me\//);
    const link = new URL(tab.url());
    expect(link.pathname).toBe(`/${BOT.username}`);
    const token = link.searchParams.get('start')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await page.getByText('Проверяем привязку').waitFor();

    // The student presses Start in Telegram: the bot gets /start <token> through the webhook.
    const seen = journey.service.sentMessages(CHAT_ID).length;
    const { status } = await journey.service.deliver(messageUpdate({ fromId: CHAT_ID, text: `/start ${token}` }));
    expect(status).toBe(200);
    expect((await journey.service.waitForMessage(CHAT_ID, seen)).text).toContain('Этот чат привязан');

    // The page checks every 5 s and then shows the linked Telegram id.
    await page.getByText(String(CHAT_ID)).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Отвязать' }).waitFor();

    // A sign-in from a browser this account has not used yet is reported to the chat.
    const before = journey.service.sentMessages(CHAT_ID).length;
    await signIn(STUDENT.password, FIREFOX);
    expect((await journey.service.waitForMessage(CHAT_ID, before)).text).toMatch(
      /^Вход в учетную запись с нового устройства: Firefox/,
    );

    const afterSignIn = journey.service.sentMessages(CHAT_ID).length;
    await page.getByRole('button', { name: 'Отвязать' }).click();
    await page.getByRole('button', { name: 'Привязать Telegram' }).waitFor();
    expect((await journey.service.waitForMessage(CHAT_ID, afterSignIn)).text).toBe(TELEGRAM_BOT_TEXTS.unlinked);
    const { data: user } = await getUser((await signIn()).accessToken);
    expect(user.telegramID).toBeNull();
    await context.close();
  });

  it("ends another sign-in from 'Где Вы вошли': its tokens stop working at once", async () => {
    const other = await signIn(STUDENT.password, FIREFOX);
    expect((await getUser(other.accessToken)).status).toBe(200);

    const { context, page } = await openSettings();
    const signIns = page.getByRole('region', { name: 'Где Вы вошли' });
    await signIns.getByText('Это устройство').waitFor();
    const endButtons = signIns.getByRole('button', { name: /^Завершить вход: Firefox/ });
    const firefoxSignIns = await endButtons.count();
    expect(firefoxSignIns).toBeGreaterThan(0);
    for (let ended = 1; ended <= firefoxSignIns; ended += 1) {
      await endButtons.first().click();
      await expect.poll(() => endButtons.count()).toBe(firefoxSignIns - ended);
    }

    expect((await getUser(other.accessToken)).status).toBe(401);
    const refreshed = await callApi(journey.server.baseUrl, 'POST', routes.refreshToken.path, {
      body: { authorization: other.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    await context.close();
  });

  it("a wrong current password is said at 'Текущий пароль' and stays there, not in a toast, until that field is edited", async () => {
    const { context, page } = await openSettings();
    const current = page.getByLabel('Текущий пароль', { exact: true });
    await current.fill('not-the-password');
    await page.getByLabel('Новый пароль', { exact: true }).fill('settings-new-password');
    await page.getByLabel('Повторите пароль', { exact: true }).fill('settings-new-password');
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const message = page.getByText('Неверный текущий пароль');
    await message.waitFor();
    const described = () =>
      current.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(await described()).toContain('Неверный текущий пароль');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    // longer than a toast lives (TOAST_MS)
    await page.waitForTimeout(TOAST_MS + 500);
    expect(await described()).toContain('Неверный текущий пароль');
    expect(await save.isEnabled()).toBe(false);
    await current.fill(STUDENT.password);
    await expect.poll(() => message.count()).toBe(0);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await context.close();
  });

  it('changes the password: the new one signs in, the old one does not, other sign-ins end', async () => {
    const other = await signIn();
    const { context, page } = await openSettings();
    await page.getByLabel('Текущий пароль', { exact: true }).fill(STUDENT.password);
    await page.getByLabel('Новый пароль', { exact: true }).fill('settings-new-password');
    await page.getByLabel('Повторите пароль', { exact: true }).fill('settings-new-password');
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Изменения сохранены').waitFor();

    expect(
      (
        await callApi(journey.server.baseUrl, 'POST', '/auth/login', {
          body: { username: STUDENT.username, password: STUDENT.password },
        })
      ).status,
    ).toBe(401);
    expect((await signIn('settings-new-password')).accessToken).toBeTruthy();
    expect((await getUser(other.accessToken)).status).toBe(401);
    // This browser stays signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    await context.close();
  });

  it('fits a 360 px phone without sideways scrolling and without the back button', async () => {
    const opened = await openPage(
      journey.browser,
      PHONE,
      { ...(await signIn('settings-new-password')) },
      journey.server.baseUrl,
    );
    await opened.page.goto('/settings');
    await opened.page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    expect(await hasHorizontalOverflow(opened.page)).toBe(false);
    expect(await opened.page.getByRole('button', { name: 'Вернуться на главную' }).count()).toBe(0);
    await opened.context.close();
  });
});
