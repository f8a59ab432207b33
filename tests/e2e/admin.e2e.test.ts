/**
 * The staff admin area as the owner runs the school, against `npm start` sending real SMTP to a sink:
 * invite a teacher, the teacher registers from the e-mailed link, gets a subject, is banned (the
 * open session is refused at once) and unbanned; the option lists of the user dialogs and a toast
 * over them can be seen and clicked on a laptop and a phone; a subject is created and edited; the
 * audit page lists it all; the pages fit a 360 px phone.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  hasHorizontalOverflow,
  isOnTopInView,
  LAPTOP,
  openPage,
  optionsOutOfReach,
  PHONE,
  TALL_PHONE,
} from './browser.ts';
import { codeFrom, linkFrom } from '@school/mocks/testing/mail';
import { api, mailJourney, OWNER, signedInUser, typeCode } from './mail-journey.ts';

const journey = mailJourney();

const TEACHER = {
  firstName: 'Олег',
  lastName: 'Лебедев',
  email: 'oleg.lebedev@admin.example.ru',
  username: 'oleg-lebedev',
  password: 'oleg-secret-1',
};
const SUBJECT = { name: 'Астрономия', shortname: 'astro' };

async function ownerTokens(): Promise<Record<string, string>> {
  const login = await api<{ accessToken: string; refreshToken: string }>(
    journey.server.baseUrl,
    'POST',
    '/auth/login',
    {
      body: { username: OWNER.username, password: OWNER.password },
    },
  );
  expect(login.status).toBe(200);
  return { ...login.data };
}

/** A fresh page signed in as the owner, at the admin page of `path` once its `heading` shows. */
async function openAsOwner(path: string, heading: string) {
  const opened = await journey.openPage(await ownerTokens());
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { name: heading }).waitFor();
  return opened;
}

/** Clicks a dialog's submit button as soon as the form's checks (some ask the server) let it. */
async function clickOnceEnabled(button: Locator) {
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** Bans or unbans the teacher from the edit dialog `edit`, saying yes to the question that follows. */
async function changeBan(page: Page, edit: Locator, verb: 'Заблокировать' | 'Разблокировать') {
  await edit.getByRole('button', { name: verb }).click();
  await page
    .getByRole('alertdialog', { name: `${verb} пользователя ${TEACHER.firstName} ${TEACHER.lastName}?` })
    .getByRole('button', { name: verb })
    .click();
}

/** The row of the users table that shows `text`, after searching for it (only rows in view are rendered). */
async function userRow(page: Page, text: string) {
  await page.getByLabel('Поиск').fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await row.first().waitFor();
  return row.first();
}

describe('the staff admin area against the real server and real e-mail', () => {
  it('the owner invites a teacher, who registers, gets a subject, is banned at once and unbanned', async () => {
    const { context, page } = await openAsOwner('/admin/users', 'Управление пользователями');

    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    const create = page.getByRole('dialog', { name: 'Новый пользователь' });
    await create.getByLabel('Имя', { exact: true }).fill(TEACHER.firstName);
    await create.getByLabel('Фамилия', { exact: true }).fill(TEACHER.lastName);
    await create.getByLabel(/^Электронная почта/).fill(TEACHER.email);
    await create.getByRole('combobox', { name: 'Роль' }).click();
    await page.getByRole('option', { name: 'Преподаватель', exact: true }).click();
    const createButton = create.getByRole('button', { name: 'Создать' });
    await clickOnceEnabled(createButton);
    await page.getByText(`Пользователь создан. Приглашение отправлено на ${TEACHER.email}`).waitFor();

    // The teacher registers from the e-mailed link in a browser of their own.
    const link = linkFrom(await journey.sink.next(TEACHER.email), journey.server.baseUrl);
    const teacher = await journey.openPage();
    await teacher.page.goto(link.pathname);
    await teacher.page.getByRole('heading', { name: `Добро пожаловать, ${TEACHER.firstName}!` }).waitFor();
    await typeCode(teacher.page, codeFrom(await journey.sink.next(TEACHER.email, 1)));
    await teacher.page.getByRole('heading', { name: 'Завершение регистрации' }).waitFor();
    await teacher.page.getByLabel('Логин').fill(TEACHER.username);
    await teacher.page.getByLabel('Пароль', { exact: true }).fill(TEACHER.password);
    await teacher.page.getByLabel('Повторите пароль').fill(TEACHER.password);
    const register = teacher.page.getByRole('button', { name: 'Зарегистрироваться' });
    await expect.poll(() => register.isEnabled(), { timeout: 10_000 }).toBe(true);
    await Promise.all([teacher.page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }), register.click()]);
    expect(await signedInUser(teacher.context, journey.server.baseUrl)).toMatchObject({
      username: TEACHER.username,
      roles: ['TEACHER'],
    });
    const teacherToken = (await teacher.context.cookies(journey.server.baseUrl)).find(
      (cookie) => cookie.name === 'accessToken',
    )!.value;

    // The teacher is in the users table now; the owner gives them a subject.
    await page.getByRole('button', { name: 'Обновить' }).click();
    let row = await userRow(page, TEACHER.lastName);
    await row.getByRole('button', { name: 'Редактировать' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование пользователя' });
    await edit.getByRole('combobox', { name: 'Преподаваемые предметы' }).click();
    const firstSubject = page.getByRole('option').first();
    const subjectName = (await firstSubject.textContent())!.trim();
    await firstSubject.click();
    await edit.getByRole('heading', { name: 'Редактирование пользователя' }).click();
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменения сохранены').waitFor();
    row = await userRow(page, TEACHER.lastName);
    await expect.poll(() => row.textContent()).toContain(subjectName);

    // Banned: the teacher's open session is refused on its very next call.
    await row.getByRole('button', { name: 'Редактировать' }).click();
    await changeBan(page, edit, 'Заблокировать');
    await page.getByText(`Пользователь ${TEACHER.firstName} ${TEACHER.lastName} заблокирован`).waitFor();
    const refused = await api(journey.server.baseUrl, 'GET', '/auth/getuser', { token: teacherToken });
    expect([401, 403]).toContain(refused.status);

    await changeBan(page, edit, 'Разблокировать');
    await page.getByText(`Пользователь ${TEACHER.firstName} ${TEACHER.lastName} разблокирован`).waitFor();
    const again = await api(journey.server.baseUrl, 'POST', '/auth/login', {
      body: { username: TEACHER.username, password: TEACHER.password },
    });
    expect(again.status).toBe(200);
    await teacher.context.close();
    await context.close();
  });

  it("on a laptop and a phone the owner sees and clicks every option of 'Роль' and 'Преподаваемые предметы', and closes a toast shown over the dialog", async () => {
    for (const viewport of [LAPTOP, TALL_PHONE]) {
      const at = `${viewport.width} x ${viewport.height}`;
      const { context, page } = await openPage(journey.browser, viewport, await ownerTokens(), journey.server.baseUrl);
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'Управление пользователями' }).waitFor();

      await page.getByRole('button', { name: 'Добавить пользователя' }).click();
      const create = page.getByRole('dialog', { name: 'Новый пользователь' });
      const role = create.getByRole('combobox', { name: 'Роль' });
      await role.click();
      expect(await optionsOutOfReach(page, 'Роль'), at).toEqual([]);
      await page.getByRole('option', { name: 'Менеджер', exact: true }).click();
      await expect.poll(() => role.textContent()).toContain('Менеджер');
      await create.getByRole('button', { name: 'Отмена' }).click();
      await create.waitFor({ state: 'detached' });

      // The teacher invited in the first test.
      const row = await userRow(page, TEACHER.lastName);
      await row.getByRole('button', { name: 'Редактировать' }).click();
      const edit = page.getByRole('dialog', { name: 'Редактирование пользователя' });
      await edit.getByRole('combobox', { name: 'Преподаваемые предметы' }).click();
      expect(await optionsOutOfReach(page, 'Преподаваемые предметы'), at).toEqual([]);
      const last = page.getByRole('listbox', { name: 'Преподаваемые предметы' }).getByRole('option').last();
      const chosen = await last.getAttribute('aria-selected');
      await last.click();
      await expect.poll(() => last.getAttribute('aria-selected')).not.toBe(chosen);
      // Esc closes the list only
      await page.keyboard.press('Escape');
      await page.getByRole('listbox', { name: 'Преподаваемые предметы' }).waitFor({ state: 'hidden' });

      // A toast shown while the dialog is open is above it and closes by its own button.
      await changeBan(page, edit, 'Заблокировать');
      const toast = page
        .getByRole('status')
        .filter({ hasText: `${TEACHER.firstName} ${TEACHER.lastName} заблокирован` });
      await toast.waitFor();
      expect(await isOnTopInView(toast), at).toBe(true);
      await toast.getByRole('button', { name: 'Закрыть уведомление' }).click();
      await toast.waitFor({ state: 'detached' });
      await changeBan(page, edit, 'Разблокировать');
      await page.getByText(`Пользователь ${TEACHER.firstName} ${TEACHER.lastName} разблокирован`).waitFor();
      await context.close();
    }
  });

  it('a senior sees no edit action on the owner, and the server refuses the edit too', async () => {
    const senior = { firstName: 'Светлана', lastName: 'Кузнецова', email: 'senior@admin.example.ru' };
    const owner = await ownerTokens();
    const invite = await api<{ id: string }>(journey.server.baseUrl, 'POST', '/api/newuser', {
      body: { ...senior, roles: ['SENIOR'] },
      token: owner.accessToken,
    });
    expect(invite.status).toBe(200);
    await journey.sink.next(senior.email);
    await api(journey.server.baseUrl, 'POST', '/api/sendotp', { body: { id: invite.data.id } });
    const code = codeFrom(await journey.sink.next(senior.email, 1));
    expect(
      (await api(journey.server.baseUrl, 'POST', '/auth/check-otp', { body: { id: invite.data.id, code } })).status,
    ).toBe(200);
    const registered = await api<{ accessToken: string; refreshToken: string }>(
      journey.server.baseUrl,
      'POST',
      '/auth/register',
      {
        body: {
          _id: invite.data.id,
          firstName: senior.firstName,
          lastName: senior.lastName,
          username: 'senior-kuznetsova',
          password: 'senior-secret-1',
        },
      },
    );
    expect(registered.status).toBe(200);

    const { context, page } = await journey.openPage(registered.data);
    await page.goto('/admin/users');
    const ownerRow = await userRow(page, OWNER.username);
    await expect.poll(() => ownerRow.getByRole('button', { name: 'Редактировать' }).count()).toBe(0);
    const refused = await api(journey.server.baseUrl, 'POST', '/api/update-profile', {
      body: { username: OWNER.username, firstName: 'Взлом', lastName: 'Взлом', roles: ['USER'], subjectsTeach: [] },
      token: registered.data.accessToken,
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('the owner creates a subject and edits it; the audit page lists the staff actions', async () => {
    const { context, page } = await openAsOwner('/admin/subjects', 'Управление предметами');
    await page.getByRole('button', { name: 'Добавить предмет' }).click();
    const create = page.getByRole('dialog', { name: 'Новый предмет' });
    await create.getByLabel(/^Полное название/).fill(SUBJECT.name);
    await create.getByLabel(/^Краткое название/).fill(SUBJECT.shortname);
    await create.getByLabel(/^Минимальный проходной балл/).fill('30');
    await create.getByLabel(/^Максимальный балл/).fill('90');
    const send = create.getByRole('button', { name: 'Отправить' });
    await clickOnceEnabled(send);
    await page.getByText('Предмет добавлен').waitFor();

    const row = page.getByRole('row').filter({ hasText: SUBJECT.shortname });
    await row.getByRole('button', { name: 'Редактировать' }).click();
    const edit = page.getByRole('dialog', { name: 'Изменение предмета' });
    await edit.getByLabel(/^Минимальный проходной балл/).fill('40');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменения сохранены').waitFor();
    await expect.poll(() => row.textContent()).toContain('40');

    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Журнал действий' }).waitFor();
    for (const action of ['Пригласил пользователя', 'Заблокировал пользователя', 'Создал предмет', 'Изменил предмет']) {
      await page.getByRole('cell', { name: action }).first().waitFor();
    }
    await context.close();
  });

  it('the admin pages fit a 360 px phone without sideways scrolling of the page', async () => {
    const opened = await openPage(journey.browser, PHONE, await ownerTokens(), journey.server.baseUrl);
    for (const [path, heading] of [
      ['/admin/users', 'Управление пользователями'],
      ['/admin/newusers', 'Новые пользователи'],
      ['/admin/subjects', 'Управление предметами'],
      ['/admin/audit', 'Журнал действий'],
    ] as const) {
      await opened.page.goto(path);
      await opened.page.getByRole('heading', { name: heading }).waitFor();
      await opened.page.getByRole('table').first().waitFor();
      expect(await hasHorizontalOverflow(opened.page), path).toBe(false);
    }
    await opened.context.close();
  });
});
