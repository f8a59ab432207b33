import { PRIVACY_POLICY_EDITION } from '@school/contract';
import type { Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { codeFrom, linkFrom } from '@school/mocks/testing/mail';
import { api, mailJourney, OWNER, signedInUser, typeCode } from './mail-journey.ts';

/** The registration's consent to the processing of personal data. */
const consentBox = (dialog: Locator) =>
  dialog.getByRole('checkbox', {
    name: 'Я даю согласие на обработку персональных данных в соответствии с Политикой обработки персональных данных',
  });

/** Ticks the consent as a person would. */
const tickConsent = (dialog: Locator) => consentBox(dialog).check();

const journey = mailJourney();

/** A person new to the school; the e-mail and password follow from the login, so no two journeys share them. */
const newPerson = (firstName: string, lastName: string, username: string) => ({
  firstName,
  lastName,
  username,
  email: `${username.replace('-', '.')}@reg.example.ru`,
  password: `${username.split('-')[0]}-secret-1`,
});

/** A fresh page with the registration dialog open, reached as a visitor does: 'Войти', then 'Зарегистрироваться'. */
async function openRegistration() {
  const { context, page } = await journey.openPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Зарегистрироваться' }).click();
  return { context, page, dialog: page.getByRole('dialog', { name: 'Регистрация' }) };
}

describe('registration against the real server and real e-mail', () => {
  it('a visitor registers through the dialog, the e-mailed code and the questionnaire, and is signed in as USER', async () => {
    const student = newPerson('Мария', 'Орлова', 'maria-orlova');
    const { context, page, dialog } = await openRegistration();
    // Required fields carry a ' *' after the label.
    // A name over the limit is refused at the field, with the limit in the message.
    await dialog.getByLabel(/^Имя/).fill('Я'.repeat(101));
    await dialog.getByText('Введите не более 100 символов').waitFor();
    await dialog.getByLabel(/^Имя/).fill(student.firstName);
    await expect.poll(() => dialog.getByText('Введите не более 100 символов').count()).toBe(0);
    await dialog.getByLabel(/^Фамилия/).fill(student.lastName);
    await dialog.getByLabel(/^Логин/).fill(student.username);
    await dialog.getByLabel(/^Электронная почта/).fill(student.email);
    await dialog.getByLabel(/^Пароль/).fill(student.password);
    await dialog.getByLabel(/^Повторите пароль/).fill(student.password);
    const next = dialog.getByRole('button', { name: 'Продолжить' });
    await tickConsent(dialog);
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Every field passes, yet without the consent (152-ФЗ) Continue is disabled again.
    await consentBox(dialog).uncheck();
    expect(await next.isEnabled()).toBe(false);
    await tickConsent(dialog);
    await next.click();

    // The wizard sends the first code itself; it arrives by SMTP.
    await page.waitForURL('**/register', { timeout: 10_000 });
    await page.getByText(student.email).waitFor();
    await page.getByRole('timer').waitFor();
    const codeMail = await journey.sink.next(student.email);
    await typeCode(page, codeFrom(codeMail));

    await page.getByRole('radio', { name: '9 класс' }).check();
    const subjects = page.getByRole('group', { name: 'Выберите предметы' }).getByRole('checkbox');
    const first = (await subjects.nth(0).evaluate((input) => input.parentElement?.textContent ?? '')).trim();
    await subjects.nth(0).check();
    await subjects.nth(1).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await page.getByRole('slider', { name: `Желаемый результат: ${first}` }).press('End');
    await page.getByRole('checkbox', { name: 'Хочу подготовиться к олимпиаде' }).first().check();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    const table = page.getByRole('table', { name: 'Выбранные предметы' });
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toBe(`${first}5Да`);
    await expect.poll(() => page.getByLabel('Почта').inputValue()).toBe(student.email);
    await page.getByRole('group', { name: 'Вам уже исполнилось 14 лет?' }).getByRole('radio', { name: 'Да' }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Зарегистрироваться' }).click(),
    ]);

    await page.getByRole('heading', { name: new RegExp(student.firstName) }).waitFor();
    const user = await signedInUser(context, journey.server.baseUrl);
    expect(user).toMatchObject({ username: student.username, roles: ['USER'] });
    expect((await context.cookies(journey.server.baseUrl)).some((cookie) => cookie.name === 'tempuserId')).toBe(false);
    // The consent was recorded with the policy's edition, and the owner can download it with the rest.
    const token = (await context.cookies(journey.server.baseUrl)).find(
      (cookie) => cookie.name === 'accessToken',
    )!.value;
    const copy = await api<{ consents: { personalData: { policyEdition: string } } }>(
      journey.server.baseUrl,
      'GET',
      '/api/my-data',
      { token },
    );
    expect(copy.data.consents.personalData.policyEdition).toBe(PRIVACY_POLICY_EDITION);
    await context.close();
  });

  it('a student under 14 registers naming a parent, cannot sign in until the parent follows the e-mailed link, and then can', async () => {
    const child = newPerson('Кирилл', 'Волков', 'kirill-volkov');
    const parent = { name: 'Ольга Волкова', email: 'olga.volkova@reg.example.ru' };
    const { context, page, dialog } = await openRegistration();
    await dialog.getByLabel(/^Имя/).fill(child.firstName);
    await dialog.getByLabel(/^Фамилия/).fill(child.lastName);
    await dialog.getByLabel(/^Логин/).fill(child.username);
    await dialog.getByLabel(/^Электронная почта/).fill(child.email);
    await dialog.getByLabel(/^Пароль/).fill(child.password);
    await dialog.getByLabel(/^Повторите пароль/).fill(child.password);
    await tickConsent(dialog);
    const next = dialog.getByRole('button', { name: 'Продолжить' });
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    await next.click();

    await page.waitForURL('**/register', { timeout: 10_000 });
    await page.getByRole('timer').waitFor();
    await typeCode(page, codeFrom(await journey.sink.next(child.email)));
    await page.getByRole('radio', { name: '7 класс' }).check();
    const subjects = page.getByRole('group', { name: 'Выберите предметы' }).getByRole('checkbox');
    await subjects.nth(0).check();
    await subjects.nth(1).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await page.getByRole('group', { name: 'Вам уже исполнилось 14 лет?' }).getByRole('radio', { name: 'Нет' }).check();
    await page.getByLabel('Имя и фамилия родителя').fill(parent.name);
    await page.getByLabel('Почта родителя').fill(parent.email);
    const register = page.getByRole('button', { name: 'Зарегистрироваться' });
    await expect.poll(() => register.isEnabled(), { timeout: 10_000 }).toBe(true);
    await register.click();
    await page.getByText(`Мы отправили письмо со ссылкой для подтверждения на адрес ${parent.email}.`).waitFor();
    expect(page.url()).toMatch(/\/register$/);

    // Signing in says where the confirmation went, and sends it again on request.
    await page.getByRole('button', { name: 'Вернуться на главную' }).click();
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Вход' });
    await login.getByLabel('Логин').fill(child.username);
    await login.getByLabel('Пароль', { exact: true }).fill(child.password);
    await login.getByRole('button', { name: 'Войти', exact: true }).click();
    await login.getByText(`на адрес ${parent.email}`, { exact: false }).waitFor();
    expect((await context.cookies(journey.server.baseUrl)).some((cookie) => cookie.name === 'accessToken')).toBe(false);
    const firstMail = await journey.sink.next(parent.email);
    expect(firstMail.subject).toBe('Подтвердите согласие на обработку персональных данных ребенка');

    // The parent opens the link of the mail in a browser of their own.
    const link = linkFrom(firstMail, journey.server.baseUrl, '/parent-consent');
    expect(link.pathname).toBe('/parent-consent');
    const parentsBrowser = await journey.openPage();
    await parentsBrowser.page.goto(`${link.pathname}${link.search}`);
    await parentsBrowser.page.getByRole('heading', { name: 'Согласие подтверждено' }).waitFor();
    await parentsBrowser.page
      .getByText(`${child.firstName} теперь может войти на платформу`, { exact: false })
      .waitFor();
    // A second opening finds the link spent.
    await parentsBrowser.page.reload();
    await parentsBrowser.page.getByRole('heading', { name: 'Ссылка недействительна' }).waitFor();
    await parentsBrowser.context.close();

    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Войти', exact: true }).click()]);
    await page.getByRole('heading', { name: new RegExp(child.firstName) }).waitFor();
    expect(await signedInUser(context, journey.server.baseUrl)).toMatchObject({ username: child.username });
    await context.close();
  });

  it('an invitation created by the owner opens at /register/{id}; code, login and password sign the person in as TEACHER', async () => {
    const teacher = { firstName: 'Олег', lastName: 'Лебедев', email: 'oleg.lebedev@reg.example.ru' };
    const login = await api<{ accessToken: string }>(journey.server.baseUrl, 'POST', '/auth/login', {
      body: { username: OWNER.username, password: OWNER.password },
    });
    expect(login.status).toBe(200);
    const invite = await api<{ id: string }>(journey.server.baseUrl, 'POST', '/api/newuser', {
      body: { ...teacher, roles: ['TEACHER'] },
      token: login.data.accessToken,
    });
    expect(invite.status).toBe(200);
    const link = linkFrom(await journey.sink.next(teacher.email), journey.server.baseUrl);
    expect(link.pathname).toBe(`/register/${invite.data.id}`);

    const { context, page } = await journey.openPage();
    await page.goto(link.pathname);
    await page.getByRole('heading', { name: `Добро пожаловать, ${teacher.firstName}!` }).waitFor();
    await typeCode(page, codeFrom(await journey.sink.next(teacher.email, 1)));

    await page.getByRole('heading', { name: 'Завершение регистрации' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByLabel('Логин').fill('oleg-lebedev');
    await page.getByLabel('Пароль', { exact: true }).fill('oleg-secret-1');
    await page.getByLabel('Повторите пароль').fill('oleg-secret-1');
    await page.getByText('Логин свободен').waitFor();
    const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
    await expect.poll(() => submit.isEnabled(), { timeout: 5000 }).toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }), submit.click()]);

    await page.getByRole('heading', { name: new RegExp(teacher.firstName) }).waitFor();
    const user = await signedInUser(context, journey.server.baseUrl);
    expect(user).toMatchObject({ username: 'oleg-lebedev', roles: ['TEACHER'] });
    await context.close();
  });
});
