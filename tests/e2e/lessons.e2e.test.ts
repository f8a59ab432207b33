/**
 * Lessons end to end (issues 17 and 40) against `npm start`: a teacher plans a lesson repeated weekly
 * through the 'Добавить занятие' dialog; a student of that subject finds it on /calendar and on the
 * dashboard and opens its details; a student of other subjects sees none of it; the student's calendar
 * feed reads back with a real iCalendar parser. Then the teacher moves one lesson of the series, moves
 * it and the later ones ('Это и все следующие'), cancels one and is warned when planning over their own
 * lesson; the student of the subject gets an e-mail for each change (DATA_DIR/outbox: no SMTP_URL). The
 * browser and the server share the machine's time zone, so the lesson's local date and time are the
 * same on both sides; the mails give the school's time (SCHOOL_TZ, Moscow by default).
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  makeTeacher,
  outboxMails,
  registerStudent,
  signIn,
  startPlatform,
  type Platform,
} from '../support/platform.ts';
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
const EMPTY_WEEK = 'На этой неделе занятий нет.';

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

const tokens = (account: { username: string; password: string }) => signIn(server.baseUrl, account);

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
  await makeTeacher(server.baseUrl, (await tokens(OWNER)).accessToken, TEACHER, subject.shortname);
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

/* ------------------------------------------------------------------------------------------------
 * Changes of the series (issue 40). Each test goes on from the one before, as the teacher's week does. */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The start of the series' lesson of week `week` (0-based) at local `time`. */
const startOf = (week: number, time = LESSON.time) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(lessonDay.getFullYear(), lessonDay.getMonth(), lessonDay.getDate() + 7 * week, hours, minutes);
};
/** 'понедельник, 7 декабря, 13:00–14:00 (МСК)': how a notice names a lesson's time (the school's zone). */
const schoolTime = (start: Date, durationMin = LESSON.durationMin) => {
  const day = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const clock = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const end = new Date(start.getTime() + durationMin * 60_000);
  return `${day.format(start)}, ${clock.format(start)}–${clock.format(end)} (МСК)`;
};
/** The end of a lesson of `durationMin` starting at `time` ('10:00' and 60: '11:00'). */
const ends = (time: string, durationMin = LESSON.durationMin) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const end = hours * 60 + minutes + durationMin;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** The lesson notices mailed to `account` so far, oldest first. */
const noticesOf = async (account: { email: string }) =>
  (await outboxMails(server.dataDir, account.email)).filter((mail) => /занятие/i.test(mail.subject));

/** Waits for the notice after the first `seen` ones (the outbox sends in the background). */
async function noticeAfter(account: { email: string }, seen: number) {
  await expect.poll(async () => (await noticesOf(account)).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  return (await noticesOf(account))[seen]!;
}

/** Monday 00:00 of the week of `day`. */
const mondayOf = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));

/** Waits for the next answer of GET /api/lessons while `action` runs (a week shown is a week asked for). */
async function withLessons(page: Page, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/server/api/lessons?') && response.ok()),
    action(),
  ]);
}

/** /calendar on the week of the series' lesson `week` (0-based), once that week's lessons have arrived. */
async function seriesWeek(page: Page, week: number) {
  const steps = Math.round((mondayOf(startOf(week)).getTime() - mondayOf(today).getTime()) / WEEK_MS);
  await withLessons(page, () => page.goto('/calendar'));
  for (let step = 0; step < steps; step += 1) {
    await withLessons(page, () => page.getByRole('button', { name: 'Следующая неделя' }).click());
  }
}

/** The lesson's details, then 'Изменить': the dialog. */
async function editLesson(page: Page) {
  await lessonButton(page).click();
  await page.getByRole('dialog', { name: LESSON.title }).getByRole('button', { name: 'Изменить' }).click();
  return page.getByRole('dialog', { name: 'Изменить занятие' });
}

describe('a series changed by its teacher, and its student told', () => {
  it('the student of the subject got one e-mail for the three weekly lessons; the student of others none', async () => {
    const [added, ...more] = await noticesOf(LEARNER);
    expect(more).toEqual([]);
    expect(added!.subject).toBe(`Новое занятие: ${LESSON.title}`);
    expect(added!.text).toContain(
      `Добавлены еженедельные занятия «${LESSON.title}» (${subject.name}). Первое: ${schoolTime(startOf(0))}, всего занятий: ${LESSON.weeks}.`,
    );
    expect(added!.text).toContain(`Ссылка на занятие: ${LESSON.link}`);
    expect(await noticesOf(OUTSIDER)).toEqual([]);
  });

  it('a teacher moves the second lesson alone; the week shows it, the others stay; the student hears old and new time', async () => {
    const seen = (await noticesOf(LEARNER)).length;
    const { context, page } = await pageOf(TEACHER);
    await seriesWeek(page, 1);
    const dialog = await editLesson(page);
    const scope = dialog.getByRole('group', { name: 'Изменить' });
    expect(await scope.getByRole('radio', { name: 'Только это занятие' }).isChecked()).toBe(true);
    const time = dialog.getByRole('textbox', { name: 'Время начала' });
    expect(await time.inputValue()).toBe(LESSON.time);
    await time.fill('12:00');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Занятие сохранено').waitFor();
    await expect.poll(() => lessonButton(page).textContent()).toContain(`12:00–${ends('12:00')}`);
    await page.getByRole('button', { name: 'Предыдущая неделя' }).click();
    await expect.poll(() => lessonButton(page).textContent()).toContain(`${LESSON.time}–${LESSON.ends}`);
    await context.close();

    const moved = await noticeAfter(LEARNER, seen);
    expect(moved.subject).toBe(`Занятие изменено: ${LESSON.title}`);
    expect(moved.text).toContain(`Было: ${schoolTime(startOf(1))}.`);
    expect(moved.text).toContain(`Стало: ${schoolTime(startOf(1, '12:00'))}.`);
  });

  it('a teacher moves the first lesson and every later one (Это и все следующие): all three at the new time, one e-mail', async () => {
    const seen = (await noticesOf(LEARNER)).length;
    const { context, page } = await pageOf(TEACHER);
    await seriesWeek(page, 0);
    const dialog = await editLesson(page);
    await dialog.getByRole('radio', { name: 'Это и все следующие' }).check();
    await dialog.getByRole('textbox', { name: 'Время начала' }).fill('11:00');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Занятия серии сохранены').waitFor();
    for (let week = 0; week < LESSON.weeks; week += 1) {
      if (week > 0) await withLessons(page, () => page.getByRole('button', { name: 'Следующая неделя' }).click());
      await expect.poll(() => lessonButton(page).textContent()).toContain(`11:00–${ends('11:00')}`);
    }
    await context.close();

    const moved = await noticeAfter(LEARNER, seen);
    expect(moved.text).toContain(
      `Изменены занятия «${LESSON.title}» (${subject.name}): это и следующие, всего занятий: ${LESSON.weeks}.`,
    );
    expect(moved.text).toContain(`Стало: ${schoolTime(startOf(0, '11:00'))}.`);
    expect(await noticesOf(LEARNER)).toHaveLength(3);
  });

  it('a teacher cancels the last lesson alone; its week is empty, the others stay; the student is told', async () => {
    const seen = (await noticesOf(LEARNER)).length;
    const { context, page } = await pageOf(TEACHER);
    await seriesWeek(page, LESSON.weeks - 1);
    await lessonButton(page).click();
    await page.getByRole('dialog', { name: LESSON.title }).getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Удалить занятие?' });
    expect(await confirm.getByRole('radio', { name: 'Только это занятие' }).isChecked()).toBe(true);
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Занятие удалено').waitFor();
    await expect.poll(() => lessonButton(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Предыдущая неделя' }).click();
    await expect.poll(() => lessonButton(page).count()).toBe(1);
    await context.close();

    const cancelled = await noticeAfter(LEARNER, seen);
    expect(cancelled.subject).toBe(`Занятие отменено: ${LESSON.title}`);
    expect(cancelled.text).toContain(
      `Занятие «${LESSON.title}» (${subject.name}) ${schoolTime(startOf(LESSON.weeks - 1, '11:00'))} отменено.`,
    );
  });

  it('a teacher planning over their own lesson is warned with its title, day and time, and changes the time', async () => {
    const { context, page } = await pageOf(TEACHER);
    await seriesWeek(page, 0);
    await page.getByRole('button', { name: 'Добавить занятие' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить занятие' });
    await dialog.getByRole('combobox', { name: 'Предмет' }).click();
    await page.getByRole('option', { name: subject.name, exact: true }).click();
    await dialog.getByLabel('Тема', { exact: true }).fill('Консультация');
    await dialog.getByLabel('Дата', { exact: true }).fill(isoDate(lessonDay));
    const time = dialog.getByRole('textbox', { name: 'Время начала' });
    await time.fill('11:30');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    const warning = dialog.getByRole('alert');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('В это время у Вас уже есть занятие:');
    const day = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long' }).format(lessonDay);
    expect(await warning.getByRole('listitem').textContent()).toBe(`«${LESSON.title}», ${day}, 11:00–${ends('11:00')}`);
    expect(await dialog.getByRole('button', { name: 'Сохранить все равно' }).isVisible()).toBe(true);
    // a time after the lesson: no warning, and the save goes through (90 minutes, the dialog's default)
    await time.fill('15:00');
    await expect.poll(() => warning.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Занятие добавлено').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Консультация/ }).textContent())
      .toContain(`15:00–${ends('15:00', 90)}`);
    await context.close();
  });
});
