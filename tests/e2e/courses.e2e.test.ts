/**
 * Courses end to end (issue 42) against `npm start`: the owner creates a course through 'Создать курс', names its
 * teacher and publishes it; the teacher writes a module with a text holding a formula and a PDF uploaded through
 * 'Прикрепить файл'; the owner enrols one student by login on 'Ученики'; that student reads the text (drawn by
 * KaTeX), goes on with 'Далее' to the file and downloads it by the page's own cookie; a student not enrolled sees
 * the course and its outline in the catalogue, no material, and 404 for the file.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, makeTeacher, registerStudent, signIn, startPlatform, type Platform } from '../support/platform.ts';
import { DESKTOP, launch, openPage } from './browser.ts';

const OWNER = { username: 'courses-owner', password: 'courses-owner-password', email: 'owner@courses.example.ru' };
const TEACHER = {
  username: 'courses-teacher',
  password: 'courses-teacher-password',
  email: 'teacher@courses.example.ru',
  firstName: 'Ирина',
  lastName: 'Соколова',
};
const LEARNER = {
  username: 'courses-learner',
  password: 'courses-learner-password',
  email: 'learner@courses.example.ru',
  firstName: 'Анна',
  lastName: 'Морозова',
};
const OUTSIDER = {
  username: 'courses-outsider',
  password: 'courses-outsider-password',
  email: 'outsider@courses.example.ru',
  firstName: 'Петр',
  lastName: 'Васильев',
};
const COURSE = { title: 'Физика ЕГЭ: кинематика', module: 'Равноускоренное движение' };
const TEXT = {
  title: 'Путь при разгоне',
  body: 'Путь тела, разгоняющегося из покоя: $s = \\frac{at^2}{2}$.',
  plain: 'Путь тела, разгоняющегося из покоя:',
};
const FILE = { title: 'Формулы кинематики', name: 'kinematika.pdf' };
/* Enough of a PDF for the server, which reads the type from the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let server: Platform;
let browser: Browser;
let subject: { name: string; shortname: string };
let courseId: string;

const tokens = (account: { username: string; password: string }) => signIn(server.baseUrl, account);

const pageOf = async (account: { username: string; password: string }) =>
  openPage(browser, DESKTOP, { ...(await tokens(account)) }, server.baseUrl);

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saved(page: Page) {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Курс сохранен').waitFor();
}

beforeAll(async () => {
  server = await startPlatform({
    env: { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, OWNER_EMAIL: OWNER.email },
    readyTimeoutMs: 120_000,
  });
  await registerStudent(server.baseUrl, server.dataDir, TEACHER);
  await registerStudent(server.baseUrl, server.dataDir, LEARNER);
  await registerStudent(server.baseUrl, server.dataDir, OUTSIDER);
  const catalogue = await callApi<{ name: string; shortname: string }[]>(server.baseUrl, 'GET', '/api/getsubj');
  subject = catalogue.data[0]!;
  // The owner makes the registered teacher a TEACHER of the subject, as in the admin area.
  await makeTeacher(server.baseUrl, (await tokens(OWNER)).accessToken, TEACHER, subject.shortname);
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('courses against the real server', () => {
  it('the owner creates a course with its teacher through Создать курс and publishes it', async () => {
    const { context, page } = await pageOf(OWNER);
    await page.goto('/courses');
    // the page's own 'Создать курс' (the empty 'Мои курсы' offers it again)
    await page.getByRole('link', { name: 'Создать курс' }).first().click();
    await page.getByLabel('Название курса', { exact: true }).fill(COURSE.title);
    await choose(page, 'Предмет', subject.name);
    await choose(page, 'Экзамен', 'ЕГЭ');
    await page.getByLabel('Цена, ₽', { exact: true }).fill('0');
    await page.getByLabel('Найти преподавателя', { exact: true }).fill(TEACHER.lastName);
    await page.getByRole('checkbox', { name: `${TEACHER.firstName} ${TEACHER.lastName}` }).check();
    await page.getByRole('button', { name: 'Создать курс' }).click();

    await page.getByText('Курс создан. Добавьте модули и материалы.').waitFor();
    courseId = /\/courses\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)![1]!;
    await choose(page, 'Статус', 'Опубликован');
    await expect.poll(() => page.getByRole('combobox', { name: 'Статус' }).textContent()).toContain('Опубликован');
    await saved(page);
    await context.close();
  });

  it('its teacher adds a module with a text holding a formula and an uploaded PDF', async () => {
    const { context, page } = await pageOf(TEACHER);
    await page.goto(`/courses/${courseId}`);
    // published: the header no longer marks it a draft
    const facts = page.getByRole('list', { name: 'О курсе кратко' });
    await facts.getByText('ЕГЭ').waitFor();
    expect(await facts.getByText('Черновик').count()).toBe(0);
    await page.getByRole('link', { name: 'Редактировать' }).click();
    await page.getByRole('button', { name: 'Новый модуль' }).click();
    await page.getByLabel('Название модуля', { exact: true }).fill(COURSE.module);

    await page.getByRole('button', { name: `Новый материал: ${COURSE.module}` }).click();
    await page.getByRole('group', { name: 'Вид материала' }).getByRole('button', { name: 'Текст' }).click();
    await page.getByLabel('Название материала', { exact: true }).fill(TEXT.title);
    await page.getByLabel('Текст (Markdown, формулы между $…$)', { exact: true }).fill(TEXT.body);
    // the preview draws the formula as the students will see it
    await page
      .getByRole('group', { name: `Предпросмотр: ${TEXT.title}` })
      .locator('.katex')
      .first()
      .waitFor();

    await page.getByRole('button', { name: `Новый материал: ${COURSE.module}` }).click();
    await page.getByRole('group', { name: 'Вид материала' }).getByRole('button', { name: 'Файл' }).click();
    await page.getByLabel('Название материала', { exact: true }).last().fill(FILE.title);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Прикрепить файл' }).click(),
    ]);
    await chooser.setFiles({ name: FILE.name, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('link', { name: new RegExp(FILE.name) }).waitFor();
    await saved(page);
    await context.close();
  });

  it('the owner enrols the student by login on Ученики', async () => {
    const { context, page } = await pageOf(OWNER);
    await page.goto(`/courses/${courseId}`);
    await page.getByRole('link', { name: 'Ученики' }).click();
    await page.getByLabel('Логин ученика', { exact: true }).fill(LEARNER.username);
    await page.getByRole('button', { name: 'Записать', exact: true }).click();
    await page.getByText('Записано учеников: 1').waitFor();
    await page
      .getByRole('table', { name: 'Ученики курса' })
      .getByText(`${LEARNER.firstName} ${LEARNER.lastName}`)
      .waitFor();
    await context.close();
  });

  it('the enrolled student finds it under Мои курсы, reads the formula and downloads the PDF', async () => {
    const { context, page } = await pageOf(LEARNER);
    await page.goto('/courses');
    await page
      .getByRole('region', { name: 'Мои курсы' })
      .getByRole('link', { name: new RegExp(COURSE.title) })
      .click();
    await page.getByRole('heading', { name: COURSE.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: TEXT.title }).click();

    await page.getByRole('heading', { name: TEXT.title }).waitFor();
    await page.getByText(TEXT.plain).waitFor();
    expect(await page.locator('main .katex').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Далее: ${FILE.title}` }).click();

    await page.getByRole('heading', { name: FILE.title }).waitFor();
    const href = await page.getByRole('link', { name: new RegExp(FILE.name) }).getAttribute('href');
    const download = await context.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    await context.close();
  });

  it('a student not enrolled sees the course and its outline, no material, and 404 for the file', async () => {
    const learner = await pageOf(LEARNER);
    await learner.page.goto(`/courses/${courseId}`);
    await learner.page.getByRole('link', { name: FILE.title }).click();
    const href = await learner.page.getByRole('link', { name: new RegExp(FILE.name) }).getAttribute('href');
    await learner.context.close();

    const { context, page } = await pageOf(OUTSIDER);
    await page.goto('/courses');
    await page
      .getByRole('region', { name: 'Все курсы' })
      .getByRole('link', { name: new RegExp(COURSE.title) })
      .click();
    await page.getByRole('heading', { name: COURSE.title, level: 1 }).waitFor();
    await page.getByText(TEXT.title).waitFor();
    await page.getByText(FILE.title).waitFor();
    expect(await page.getByRole('link', { name: TEXT.title }).count()).toBe(0);
    expect((await context.request.get(href!)).status()).toBe(404);
    await context.close();
  });
});
