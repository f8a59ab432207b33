import { describe, expect, it } from 'vitest';
import { api, codeFrom, linkFrom, mailJourney, OWNER, signedInUser, typeCode } from './mail-journey.ts';

const journey = mailJourney();

describe('registration against the real server and real e-mail', () => {
  it('a visitor registers through the dialog, the e-mailed code and the questionnaire, and is signed in as USER', async () => {
    const student = {
      firstName: 'Мария',
      lastName: 'Орлова',
      username: 'maria-orlova',
      email: 'maria.orlova@reg.example.ru',
      password: 'maria-secret-1',
    };
    const { context, page } = await journey.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Зарегистрироваться' }).click();

    const dialog = page.getByRole('dialog', { name: 'Регистрация' });
    // Required fields carry a ' *' after the label.
    await dialog.getByLabel(/^Имя/).fill(student.firstName);
    await dialog.getByLabel(/^Фамилия/).fill(student.lastName);
    await dialog.getByLabel(/^Логин/).fill(student.username);
    await dialog.getByLabel(/^Электронная почта/).fill(student.email);
    await dialog.getByLabel(/^Пароль/).fill(student.password);
    await dialog.getByLabel(/^Повторите пароль/).fill(student.password);
    const next = dialog.getByRole('button', { name: 'Продолжить' });
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
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
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Зарегистрироваться' }).click(),
    ]);

    await page.getByRole('heading', { name: new RegExp(student.firstName) }).waitFor();
    const user = await signedInUser(context, journey.server.baseUrl);
    expect(user).toMatchObject({ username: student.username, roles: ['USER'] });
    expect((await context.cookies(journey.server.baseUrl)).some((cookie) => cookie.name === 'tempuserId')).toBe(false);
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
