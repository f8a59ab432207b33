import { encodeTicket } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { linkFrom } from '@school/mocks/testing/mail';
import { api, mailJourney, OWNER } from './mail-journey.ts';

const journey = mailJourney();

const loginStatus = async (password: string) =>
  (await api(journey.server.baseUrl, 'POST', '/auth/login', { body: { username: OWNER.username, password } })).status;

describe('password recovery against the real server and real e-mail', () => {
  it("'Забыли пароль?' -> the e-mailed link -> the new password works and the old one does not", async () => {
    const { context, page } = await journey.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Забыли пароль?' });
    await dialog.getByLabel(/^Электронная почта/).fill(OWNER.email);
    await dialog.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByRole('dialog', { name: 'Запрос отправлен' }).waitFor();

    const link = linkFrom(await journey.sink.next(OWNER.email), journey.server.baseUrl);
    expect(link.pathname).toBe('/reset');
    expect(link.searchParams.get('email')).toBe(OWNER.email);
    await page.goto(`${link.pathname}${link.search}`);

    await page.getByRole('heading', { name: 'Восстановление учетной записи' }).waitFor();
    // A short password and a mismatched repeat say why the button stays grey (platform.md section 5).
    await page.getByLabel(/^Новый пароль/).fill('short');
    await page.getByText('Пароль должен содержать не менее 8 символов').waitFor();
    await page.getByLabel(/^Новый пароль/).fill('brand-new-password');
    await page.getByLabel(/^Повторите пароль/).fill('brand-new-passwor');
    await page.getByText('Введеные пароли не совпадают').waitFor();
    expect(await page.getByRole('button', { name: 'Сменить пароль' }).isDisabled()).toBe(true);
    await page.getByLabel(/^Повторите пароль/).fill('brand-new-password');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Сменить пароль' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    // After the reload the home page says what happened and offers the sign-in at once.
    const signIn = page.getByRole('dialog', { name: 'Вход' });
    await signIn.getByText('Пароль изменен. Войдите с новым паролем.').waitFor();
    await signIn.getByLabel(/^Логин/).fill(OWNER.username);
    await signIn.getByLabel(/^Пароль/).fill('brand-new-password');
    await Promise.all([page.waitForEvent('load'), signIn.getByRole('button', { name: 'Войти' }).click()]);
    await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();

    expect(await loginStatus('brand-new-password')).toBe(200);
    expect(await loginStatus(OWNER.password)).toBe(401);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Срок действия ссылки истек или она недействительна.', { exact: false }).waitFor();
    await context.close();
  });

  it('a forged ticket with a fresh TIMESTAMP shows the expiry message and leads home', async () => {
    const { context, page } = await journey.openPage();
    const forged = encodeTicket('forged-by-hand', Date.now());
    await page.goto(`/reset?${new URLSearchParams({ ticket: forged, email: OWNER.email })}`);

    await page
      .getByText(
        'Срок действия ссылки истек или она недействительна. Вернитесь на главную страницу и создайте новый запрос на восстановление учетной записи.',
      )
      .waitFor();
    expect(await page.getByLabel(/^Новый пароль/).count()).toBe(0);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Вернуться на главную' }).click(),
    ]);
    await context.close();
  });
});
