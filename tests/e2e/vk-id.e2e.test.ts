/**
 * VK ID as people use it, against `npm start` with VK ID pointed at a local stand-in
 * (`@school/mocks/vkid-api`): a new person registers from the sign-in dialog's button, the same
 * person signs in again, and an e-mail account links and unlinks VK ID in its settings. VK's own
 * widget cannot load here (id.vk.ru is blocked), so the dialog offers our 'Войти через VK ID' button.
 */
import { startVkIdApi, type VkIdUser } from '@school/mocks/vkid-api';
import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/platform.ts';
import { DESKTOP, openPage } from './browser.ts';
import { serviceJourney } from './service-journey.ts';

const VK_APP_ID = '51234567';
const NEWCOMER: VkIdUser = {
  user_id: '100200300',
  first_name: 'Дарья',
  last_name: 'Смирнова',
  email: 'darya.smirnova@vk.test',
  phone: '79161234567',
};
const STUDENT = {
  username: 'vk-e2e-student',
  password: 'vk-e2e-student-password',
  email: 'student@vk-e2e.example.ru',
  firstName: 'Ирина',
  lastName: 'Соколова',
};
const STUDENT_ON_VK: VkIdUser = { user_id: '700800900', first_name: 'Ирина', last_name: 'Соколова' };

const journey = serviceJourney({
  startService: () => startVkIdApi({ clientId: VK_APP_ID, user: NEWCOMER }),
  env: (vk) => ({ VKID_APP_ID: VK_APP_ID, VKID_API_URL: vk.url }),
  student: STUDENT,
});

interface Profile {
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  VKId: string | null;
  signupMethod: string;
}

async function signedInAs(context: BrowserContext): Promise<Profile> {
  const token = (await context.cookies(journey.server.baseUrl)).find((cookie) => cookie.name === 'accessToken')?.value;
  if (!token) throw new Error('No accessToken cookie: not signed in');
  const { status, data } = await callApi<Profile>(journey.server.baseUrl, 'GET', '/auth/getuser', { token });
  expect(status).toBe(200);
  return data;
}

/** A browser in which VK's own widget cannot load, as behind a blocker or offline. */
async function openBrowser(cookies: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(journey.browser, DESKTOP, cookies, journey.server.baseUrl);
  await opened.context.route(/^https:\/\/([a-z0-9-]+\.)*vk\.(ru|com)\//, (route) => route.abort());
  return opened;
}

/** 'Войти' -> the sign-in dialog -> our VK ID button, once the widget has given up. */
async function signInWithVkId(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  const vkButton = dialog.getByRole('button', { name: 'Войти через VK ID' });
  await vkButton.waitFor({ timeout: 15_000 });
  await vkButton.click();
}

describe('VK ID against the real server and a VK ID stand-in', () => {
  it('a new person registers through VK ID: no code, no password, the questionnaire, then signed in', async () => {
    const { context, page } = await openBrowser();
    await signInWithVkId(page);

    // VK ID sent the browser back to /get-vkapi; an unknown person is asked the consent (152-ФЗ) first,
    // and continues to the registration once it is given.
    await page.getByRole('heading', { name: 'Регистрация через VK ID' }).waitFor({ timeout: 15_000 });
    const proceed = page.getByRole('button', { name: 'Продолжить' });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /^Я даю согласие на обработку персональных данных/ }).check();
    await proceed.click();
    await page.waitForURL((url) => url.pathname === '/register', { timeout: 15_000 });
    expect(journey.service.callsTo('/oauth2/auth')[0]).toMatchObject({
      grant_type: 'authorization_code',
      client_id: VK_APP_ID,
    });
    expect(journey.service.callsTo('/oauth2/auth')[0]?.code_verifier).toBeTruthy();

    await page.getByRole('radio', { name: '9 класс' }).check();
    const subjects = page.getByRole('group', { name: 'Выберите предметы' }).getByRole('checkbox');
    await subjects.nth(0).check();
    await subjects.nth(1).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await page.getByRole('table', { name: 'Выбранные предметы' }).waitFor();
    expect(await page.getByLabel('Пароль', { exact: true }).count()).toBe(0);
    await page.getByRole('group', { name: 'Вам уже исполнилось 14 лет?' }).getByRole('radio', { name: 'Да' }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Зарегистрироваться' }).click(),
    ]);

    await page.getByRole('heading', { name: new RegExp(NEWCOMER.first_name) }).waitFor();
    expect(await signedInAs(context)).toMatchObject({
      username: NEWCOMER.user_id,
      firstName: NEWCOMER.first_name,
      lastName: NEWCOMER.last_name,
      VKId: NEWCOMER.user_id,
      signupMethod: 'vk',
      roles: ['USER'],
    });
    await context.close();
  });

  it('the same person signs in again with VK ID and lands on the home page', async () => {
    const { context, page } = await openBrowser();
    await signInWithVkId(page);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.getByRole('heading', { name: new RegExp(NEWCOMER.first_name) }).waitFor();
    expect((await signedInAs(context)).username).toBe(NEWCOMER.user_id);
    await context.close();
  });

  it('an e-mail account links VK ID in its settings and unlinks it again', async () => {
    journey.service.setUser(STUDENT_ON_VK);
    const login = await callApi<{ accessToken: string; refreshToken: string }>(
      journey.server.baseUrl,
      'POST',
      '/auth/login',
      {
        body: { username: STUDENT.username, password: STUDENT.password },
      },
    );
    expect(login.status).toBe(200);
    const { context, page } = await openBrowser({ ...login.data });
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();

    await page.getByRole('button', { name: 'Привязать VK ID' }).click();
    // VK ID -> /link-vk -> back to the settings, linked.
    // The toast 'VK ID привязан' may show while /link-vk is still on screen: wait for the settings.
    await page.waitForURL((url) => url.pathname === '/settings', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Отвязать' }).waitFor();
    await page.getByText('VK ID привязан').first().waitFor();
    expect((await signedInAs(context)).VKId).toBe(STUDENT_ON_VK.user_id);
    await page.getByText(STUDENT_ON_VK.user_id).waitFor();

    await page.getByRole('button', { name: 'Отвязать' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Отвязать VK ID?' });
    await confirm.getByRole('button', { name: 'Отвязать' }).click();
    await page.getByRole('button', { name: 'Привязать VK ID' }).waitFor({ timeout: 10_000 });
    expect((await signedInAs(context)).VKId).toBeNull();
    expect(journey.service.callsTo('/oauth2/logout').length).toBeGreaterThan(0);
    // Signed in with a password, the page stays.
    expect(new URL(page.url()).pathname).toBe('/settings');
    await context.close();
  });
});
