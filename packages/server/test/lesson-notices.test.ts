import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramOutbox, users } from '../src/db/schema/index.ts';
import { queueTelegram, startTelegramOutbox } from '../src/services/telegram-outbox.ts';
import { signedInWithSubjects } from './helpers/lessons.ts';
import { botConfig, startTelegramBotApi, telegramUser, type TelegramBotApi } from './helpers/telegram.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

let api: TelegramBotApi;
let t: TestApp;
let teacher: Awaited<ReturnType<typeof signedInWithSubjects>>;

beforeAll(async () => {
  api = await startTelegramBotApi();
  /* A failed send waits a minute: the test moves the retry's time itself. */
  t = await createTestApp({
    config: botConfig(api, 'webhook'),
    telegramOutbox: { retryBaseMs: 60_000, pollMs: 60_000 },
  });
  teacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['geo', 'bio', 'hist', 'inf'] });
});
afterAll(async () => {
  await t?.close();
  await api?.close();
});

/** A student of `learnt`, with Telegram linked unless told otherwise. */
async function student(learnt: string[], { linked = true, isBanned = false } = {}) {
  const telegramId = linked ? String(telegramUser()) : null;
  const user = await signedInWithSubjects(t.app, ['USER'], { learnt, telegramId, firstName: 'Вера' });
  if (isBanned) await t.app.db.update(users).set({ isBanned }).where(eq(users.username, user.username));
  return { ...user, telegramId };
}

/** Monday `weeks` ahead, 13:00 UTC: 16:00 in Moscow. */
function monday(weeks: number): number {
  const day = new Date(Date.now() + weeks * WEEK_MS);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  day.setUTCHours(13, 0, 0, 0);
  return day.getTime();
}
const moscowDay = (at: number) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);

async function plan(subject: string, startsAt: number, fields: Record<string, unknown> = {}): Promise<string[]> {
  const res = await call(t.app, 'POST', '/api/create-lesson', {
    token: teacher.token,
    body: { subject, title: 'Климат', startsAt: new Date(startsAt).toISOString(), durationMin: 90, ...fields },
  });
  expect(res.status).toBe(200);
  await settle();
  return res.body.ids as string[];
}

async function change(path: 'update-lesson' | 'delete-lesson', body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/${path}`, { token: teacher.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settle();
}

/** Lets the Telegram outbox send what the last call queued (call() itself waits for the mail). */
const settle = () => t.app.telegramOutbox!.drain();

/** The lesson notices mailed to `email`, oldest first. */
const mailsTo = (email: string) => t.mail.to(email).filter((mail) => /занятие/i.test(mail.subject));
/** The lesson notices the bot sent to a chat (sign-ins are announced there too), failed attempts included. */
const chatOf = (telegramId: string | null) =>
  api
    .sentMessages(telegramId!)
    .map((message) => message.text)
    .filter((text) => /занят/i.test(text));

describe('students are told when a lesson of theirs is added, changed or cancelled', () => {
  it('given a new lesson / its students get an e-mail and a Telegram message with title, subject and 24-hour Moscow time', async () => {
    const learner = await student(['geo', 'rus']);
    const unlinked = await student(['geo'], { linked: false });
    const otherSubject = await student(['hist']);
    const banned = await student(['geo'], { isBanned: true });
    const at = monday(2);
    await plan('geo', at, { link: 'https://meet.school.test/geo' });

    const [mail, ...more] = mailsTo(learner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Новое занятие: Климат');
    expect(mail!.text).toContain('Здравствуйте, Вера!');
    expect(mail!.text).toContain(`Добавлено занятие «Климат» (География): ${moscowDay(at)}, 16:00–17:30 (МСК).`);
    expect(mail!.text).toContain('Ссылка на занятие: https://meet.school.test/geo');
    expect(mail!.text).toContain('https://school.test/calendar');
    expect(chatOf(learner.telegramId)).toEqual([
      `Новое занятие: Климат\nДобавлено занятие «Климат» (География): ${moscowDay(at)}, 16:00–17:30 (МСК).\nСсылка на занятие: https://meet.school.test/geo`,
    ]);
    expect(mailsTo(unlinked.email)).toHaveLength(1);
    expect(mailsTo(otherSubject.email)).toEqual([]);
    expect(chatOf(otherSubject.telegramId)).toEqual([]);
    expect(mailsTo(banned.email)).toEqual([]);
    expect(mailsTo(teacher.email)).toEqual([]);
  });

  it('given a weekly series / one notice per student, not one per lesson', async () => {
    const learner = await student(['bio']);
    const at = monday(3);
    await plan('bio', at, { repeatWeeks: 4 });
    const mails = mailsTo(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `Добавлены еженедельные занятия «Климат» (Биология). Первое: ${moscowDay(at)}, 16:00–17:30 (МСК), всего занятий: 4.`,
    );
    expect(chatOf(learner.telegramId)).toHaveLength(1);
  });

  it('given a lesson moved / says the old and the new time; a new title alone / says nothing', async () => {
    const learner = await student(['hist']);
    const at = monday(4);
    const [id] = await plan('hist', at);
    await change('update-lesson', { id, title: 'Климат Евразии' });
    expect(mailsTo(learner.email)).toHaveLength(1);
    const later = at + DAY_MS + 2 * 60 * 60_000;
    await change('update-lesson', { id, startsAt: new Date(later).toISOString() });
    const moved = mailsTo(learner.email)[1]!;
    expect(moved.subject).toBe('Занятие изменено: Климат Евразии');
    expect(moved.text).toContain('Занятие «Климат Евразии» (История) изменено.');
    expect(moved.text).toContain(`Было: ${moscowDay(at)}, 16:00–17:30 (МСК).`);
    expect(moved.text).toContain(`Стало: ${moscowDay(later)}, 18:00–19:30 (МСК).`);
    expect(chatOf(learner.telegramId)).toHaveLength(2);
    await change('update-lesson', { id, link: 'https://meet.school.test/hist' });
    expect(mailsTo(learner.email)[2]!.text).toContain('Новая ссылка на занятие: https://meet.school.test/hist');
  });

  it('given a series moved from its second lesson / one notice, counting the lessons moved', async () => {
    const learner = await student(['geo']);
    const at = monday(6);
    const ids = await plan('geo', at, { repeatWeeks: 3 });
    await change('update-lesson', {
      id: ids[1],
      series: true,
      startsAt: new Date(at + WEEK_MS + 3_600_000).toISOString(),
    });
    const moved = mailsTo(learner.email).filter((mail) => mail.subject.startsWith('Занятие изменено'));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toContain('Изменены занятия «Климат» (География): это и следующие, всего занятий: 2.');
    expect(moved[0]!.text).toContain(`Стало: ${moscowDay(at + WEEK_MS)}, 17:00–18:30 (МСК).`);
  });

  it('given a lesson moved to another subject / its old students hear it is cancelled, its new ones that it is added', async () => {
    const geo = await student(['geo']);
    const bio = await student(['bio']);
    const [id] = await plan('geo', monday(9));
    await change('update-lesson', { id, subject: 'bio' });
    expect(mailsTo(geo.email).map((mail) => mail.subject)).toEqual([
      'Новое занятие: Климат',
      'Занятие отменено: Климат',
    ]);
    expect(mailsTo(bio.email).map((mail) => mail.subject)).toEqual(['Новое занятие: Климат']);
  });

  it('given a lesson cancelled, then the rest of a series / one notice each', async () => {
    const learner = await student(['bio']);
    const at = monday(12);
    const ids = await plan('bio', at, { repeatWeeks: 3 });
    await change('delete-lesson', { id: ids[0] });
    await change('delete-lesson', { id: ids[1], series: true });
    const cancelled = mailsTo(learner.email).filter((mail) => mail.subject.startsWith('Занятие отменено'));
    expect(cancelled.map((mail) => mail.text.split('\n')[2])).toEqual([
      `Занятие «Климат» (Биология) ${moscowDay(at)}, 16:00–17:30 (МСК) отменено.`,
      `Отменены занятия «Климат» (Биология): ${moscowDay(at + WEEK_MS)}, 16:00–17:30 (МСК) и следующие, всего занятий: 2.`,
    ]);
    expect(chatOf(learner.telegramId)).toHaveLength(3);
  });

  it('given a lesson that is over / its change is no news', async () => {
    const learner = await student(['hist']);
    const [id] = await plan('hist', Date.now() - 3 * 60 * 60_000);
    expect(mailsTo(learner.email)).toEqual([]);
    await change('delete-lesson', { id });
    expect(mailsTo(learner.email)).toEqual([]);
  });
});

describe('the Telegram outbox', () => {
  it('given several processes passing at once / sends each message once', async () => {
    const learner = await student(['geo']);
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, learner.username));
    await queueTelegram(
      t.app.db,
      Array.from({ length: 30 }, (_, index) => ({ userId: row!.id, text: `Сообщение ${index}` })),
    );
    const sent: string[] = [];
    const workers = [1, 2, 3].map(() =>
      startTelegramOutbox({
        db: t.app.db,
        send: async (_chat, text) => void sent.push(text),
        log: t.app.log,
        timing: { pollMs: 60_000 },
      }),
    );
    for (const worker of workers) worker.wake();
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.close()));
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, index) => `Сообщение ${index}`).sort());
    expect(await t.app.db.select().from(telegramOutbox).where(eq(telegramOutbox.userId, row!.id))).toEqual([]);
  });

  it('given Telegram down for a while / sends the notice once it is back; given the bot blocked / gives it up', async () => {
    const learner = await student(['inf']);
    api.fail('sendMessage', 502, 'Bad Gateway');
    await plan('inf', monday(15));
    api.restore('sendMessage');
    const [waiting] = await t.app.db.select().from(telegramOutbox);
    expect(waiting).toMatchObject({ attempts: 1, takenAt: null, text: expect.stringContaining('Информатика') });
    /* the retry's time comes */
    await t.app.db.update(telegramOutbox).set({ nextAttemptAt: new Date() });
    t.app.telegramOutbox!.wake();
    await settle();
    expect(await t.app.db.select().from(telegramOutbox)).toEqual([]);
    /* the failed attempt, then the one Telegram took */
    expect(chatOf(learner.telegramId)).toHaveLength(2);

    api.fail('sendMessage', 403, 'Forbidden: bot was blocked by the user');
    await plan('inf', monday(16));
    api.restore('sendMessage');
    expect(await t.app.db.select().from(telegramOutbox)).toEqual([]);
    expect(chatOf(learner.telegramId)).toHaveLength(3);
  });
});

describe('notices of a course lesson and of a lesson for some classes (issue 42)', () => {
  it("given a course's lesson / tells its enrolled students only; a lesson for class 9 only class 9", async () => {
    const senior = await signedInWithSubjects(t.app, ['SENIOR']);
    const created = await call(t.app, 'POST', '/api/create-course', {
      token: senior.token,
      body: { title: 'Курс', subject: 'inf', exam: 'ОГЭ', status: 'published', teachers: [teacher.username] },
    });
    const courseId = created.body.id as string;
    const inCourse = await student(['inf']);
    const notInCourse = await student(['inf']);
    await call(t.app, 'POST', '/api/enroll', {
      token: senior.token,
      body: { courseId, usernames: [inCourse.username] },
    });
    await plan('inf', monday(3), { courseId });
    expect(mailsTo(inCourse.email)).toHaveLength(1);
    expect(chatOf(inCourse.telegramId)).toHaveLength(1);
    expect(mailsTo(notInCourse.email)).toHaveLength(0);
    expect(chatOf(notInCourse.telegramId)).toHaveLength(0);

    /* Both learn inf in class 11 (the helper's questionnaire): a lesson for class 9 tells neither. */
    await plan('inf', monday(4), { grades: [9] });
    expect(mailsTo(notInCourse.email)).toHaveLength(0);
    await plan('inf', monday(5), { grades: [11] });
    expect(mailsTo(notInCourse.email)).toHaveLength(1);
  });
});
