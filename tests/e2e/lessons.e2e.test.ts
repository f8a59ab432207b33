/**
 * Lessons end to end (issue 17) against `npm start`: a teacher plans a lesson repeated weekly through
 * the 'Добавить занятие' dialog; a student of that subject finds it on /calendar and on the dashboard
 * and opens its details; a student of other subjects sees none of it; the student's calendar feed
 * reads back with a real iCalendar parser. The browser and the server share the machine's time zone,
 * so the lesson's local date and time are the same on both sides.
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerStudent, startPlatform, type Platform } from '../support/platform.ts';
import { DESKTOP, launch, openPage } from './browser.ts';

const OWNER = { username: 'lessons-owner', password: 'lessons-owner-password', email: 'owner@lessons.example.ru' };
const TEACHER = {
  username: 'lessons-teacher',
  password: 'lessons-teacher-password',
  email: 'teacher@lessons.example.ru',
  firstName: 'Олег',
  lastName: 'Лебедев',
};
const LEARNER = {
  username: 'lessons-learner',
  password: 'lessons-learner-password',
  email: 'learner@lessons.example.ru',
  firstName: 'Анна',
  lastName: 'Морозова',
};
const OUTSIDER = {
  username: 'lessons-outsider',
  password: 'lessons-outsider-password',
  email: 'outsider@lessons.example.ru',
  firstName: 'Пётр',
  lastName: 'Васильев',
};
/* The teacher's subject is the catalogue's third: the learner's questionnaire starts there, the outsider's takes the first two. */
const TAUGHT = 2;
const LESSON = {
  title: 'Законы Ньютона',
  time: '10:00',
  durationMin: 60,
  ends: '11:00',
  link: 'https://meet.example.ru/newton',
  notes: 'Повторить второй закон',
  weeks: 3,
};
const EMPTY_WEEK = 'На этой неделе занятий нет — самое время повторить пройденное.';

/*
 * Tomorrow, so the lesson is ahead; today when today is Sunday, so the day stays in this week and in
 * the dashboard's month grid (which ends with the week of the month's last day).
 */
const today = new Date();
const lessonDay = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (today.getDay() === 0 ? 0 : 1));
const isoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const dayName = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' }).format(lessonDay);

let server: Platform;
let browser: Browser;
let subject: { name: string; shortname: string };

async function tokens(account: { username: string; password: string }) {
  const { status, data } = await callApi<{ accessToken: string; refreshToken: string }>(
    server.baseUrl,
    'POST',
    '/auth/login',
    { body: { username: account.username, password: account.password } },
  );
  if (status !== 200) throw new Error(`login of ${account.username} answered ${status}`);
  return data;
}

const pageOf = async (account: { username: string; password: string }) =>
  openPage(browser, DESKTOP, { ...(await tokens(account)) }, server.baseUrl);

/** A lesson block of /calendar or of the dashboard's day list: its name reads time, subject and title. */
const lessonButton = (page: Page) => page.getByRole('button', { name: new RegExp(LESSON.title) });

beforeAll(async () => {
  server = await startPlatform({
    env: { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, OWNER_EMAIL: OWNER.email },
    readyTimeoutMs: 120_000,
  });
  await registerStudent(server.baseUrl, server.dataDir, TEACHER);
  await registerStudent(server.baseUrl, server.dataDir, LEARNER, {}, TAUGHT);
  await registerStudent(server.baseUrl, server.dataDir, OUTSIDER);
  const catalogue = await callApi<{ name: string; shortname: string }[]>(server.baseUrl, 'GET', '/api/getsubj');
  subject = catalogue.data[TAUGHT]!;

  // The owner makes the registered teacher a TEACHER of the subject, as in the admin area.
  const promoted = await callApi(server.baseUrl, 'POST', '/api/update-profile', {
    token: (await tokens(OWNER)).accessToken,
    body: {
      username: TEACHER.username,
      firstName: TEACHER.firstName,
      lastName: TEACHER.lastName,
      roles: ['TEACHER'],
      subjectsTeach: [subject.shortname],
    },
  });
  if (promoted.status !== 200) throw new Error(`update-profile answered ${promoted.status}`);
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** /calendar on the week of the lesson (the next one when tomorrow is already Monday). */
async function lessonWeek(page: Page) {
  await page.goto('/calendar');
  await page.getByRole('heading', { name: 'Ваше текущее расписание на этой неделе' }).waitFor();
  const monday = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));
  if (monday(lessonDay).getTime() !== monday(today).getTime()) {
    await page.getByRole('button', { name: 'Следующая неделя' }).click();
  }
}

describe('lessons against the real server', () => {
  it('a teacher adds a lesson repeated weekly through the Добавить занятие dialog', async () => {
    const { context, page } = await pageOf(TEACHER);
    await lessonWeek(page);
    await page.getByRole('button', { name: 'Добавить занятие' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить занятие' });
    await dialog.getByRole('combobox', { name: 'Предмет' }).click();
    await page.getByRole('option', { name: subject.name, exact: true }).click();
    await dialog.getByLabel('Тема', { exact: true }).fill(LESSON.title);
    // the date picker's text field takes a pasted ISO date and shows it the Russian way once left
    const date = dialog.getByLabel('Дата', { exact: true });
    await date.fill(isoDate(lessonDay));
    await dialog.getByLabel('Время начала', { exact: true }).fill(LESSON.time);
    expect(await date.inputValue()).toBe(lessonDay.toLocaleDateString('ru-RU'));
    await dialog.getByLabel('Длительность, мин', { exact: true }).fill(String(LESSON.durationMin));
    await dialog.getByLabel('Ссылка на занятие', { exact: true }).fill(LESSON.link);
    await dialog.getByLabel('Заметки', { exact: true }).fill(LESSON.notes);
    await dialog.getByLabel('Повторять, недель', { exact: true }).fill(String(LESSON.weeks));
    await dialog.getByRole('button', { name: 'Сохранить' }).click();

    await page.getByText(`Добавлено занятий: ${LESSON.weeks}`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // The teacher's own week shows it at the local time typed.
    await expect.poll(() => lessonButton(page).textContent()).toContain(`${LESSON.time}–${LESSON.ends}`);
    await context.close();
  });

  it('a student of the subject sees it on /calendar, every week it repeats, and opens its details', async () => {
    const { context, page } = await pageOf(LEARNER);
    await lessonWeek(page);
    const block = lessonButton(page);
    await expect.poll(() => block.textContent()).toContain(subject.name);
    await block.click();
    const details = page.getByRole('dialog', { name: LESSON.title });
    await details.getByText(`${TEACHER.firstName} ${TEACHER.lastName}`).waitFor();
    await details.getByText(LESSON.notes).waitFor();
    expect(await details.getByRole('link', { name: 'Подключиться' }).getAttribute('href')).toBe(LESSON.link);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);

    for (let week = 1; week < LESSON.weeks; week += 1) {
      await page.getByRole('button', { name: 'Следующая неделя' }).click();
      await expect.poll(() => lessonButton(page).textContent()).toContain(`${LESSON.time}–${LESSON.ends}`);
    }
    await page.getByRole('button', { name: 'Следующая неделя' }).click();
    await page.getByText(EMPTY_WEEK).waitFor();
    await context.close();
  });

  it('a student of the subject finds the day on the dashboard calendar and opens the lesson', async () => {
    const { context, page } = await pageOf(LEARNER);
    await page.goto('/');
    // '25 ноября, 1 занятие: Физика' (on a Sunday, when the lesson is today: '25 ноября, сегодня, 1 занятие: …')
    const todayMark = lessonDay.getDate() === today.getDate() ? ', сегодня' : '';
    await page.getByRole('button', { name: `${dayName}${todayMark}, 1 занятие: ${subject.name}`, exact: true }).click();
    await page.getByRole('heading', { name: `${dayName}: 1 занятие` }).waitFor();
    await page
      .getByRole('list', { name: `Занятия ${dayName}` })
      .getByRole('button', { name: new RegExp(LESSON.title) })
      .click();
    const details = page.getByRole('dialog', { name: LESSON.title });
    expect(await details.getByRole('link', { name: 'Подключиться' }).getAttribute('href')).toBe(LESSON.link);
    await context.close();
  });

  it('a student of other subjects sees no lesson on /calendar nor on the dashboard', async () => {
    const { context, page } = await pageOf(OUTSIDER);
    await lessonWeek(page);
    await page.getByText(EMPTY_WEEK).waitFor();
    expect(await lessonButton(page).count()).toBe(0);

    await page.goto('/');
    // The day's button is there, named by its date alone: no lessons counted.
    const day = page.getByRole('button', { name: new RegExp(`^${dayName}(, сегодня)?$`) });
    await day.click();
    await page.getByRole('heading', { name: `${dayName}: занятий нет` }).waitFor();
    expect(await page.getByRole('button', { name: /занят/ }).count()).toBe(0);
    await context.close();
  });

  it('the feed URL downloads a calendar that ical.js reads back with the lesson of every week', async () => {
    const feedOf = async (account: { username: string; password: string }) => {
      const link = await callApi<{ url: string }>(server.baseUrl, 'GET', '/api/ics-link', {
        token: (await tokens(account)).accessToken,
      });
      expect(link.status).toBe(200);
      const response = await fetch(link.data.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      return new ICAL.Component(ICAL.parse(await response.text()));
    };

    const calendar = await feedOf(LEARNER);
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const ours = events.filter((event) => event.summary.includes(LESSON.title));
    expect(ours).toHaveLength(LESSON.weeks);
    expect(ours[0]!.summary).toContain(subject.name);
    expect(new Set(ours.map((event) => event.uid)).size).toBe(LESSON.weeks);
    expect(ours.map((event) => event.component.getFirstPropertyValue('url'))).toEqual(
      Array(LESSON.weeks).fill(LESSON.link),
    );
    // The same local time every week, the first on the day the teacher typed.
    const starts = ours.map((event) => event.startDate.toJSDate()).sort((a, b) => a.getTime() - b.getTime());
    const [hours, minutes] = LESSON.time.split(':').map(Number);
    starts.forEach((start, week) => {
      expect(start.getTime()).toBe(
        new Date(
          lessonDay.getFullYear(),
          lessonDay.getMonth(),
          lessonDay.getDate() + 7 * week,
          hours,
          minutes,
        ).getTime(),
      );
    });

    const outsiders = await feedOf(OUTSIDER);
    expect(outsiders.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});
