import { TELEGRAM_BOT_TEXTS } from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { claimReminders } from '../src/services/lesson-reminders.ts';
import { botConfig, startTelegramBotApi, telegramUser, type TelegramBotApi } from './helpers/telegram.ts';
import { signedInWithSubjects } from './helpers/lessons.ts';
import { call, createTestApp, signedIn, type TestApp } from './helpers/test-app.ts';

const MINUTE_MS = 60_000;

let api: TelegramBotApi;
let t: TestApp;
let senior: string;

beforeAll(async () => {
  api = await startTelegramBotApi();
  t = await createTestApp({ config: botConfig(api, 'webhook') });
  senior = (await signedIn(t.app, ['SENIOR'])).token;
});
afterAll(async () => {
  await t?.close();
  await api?.close();
});

/** A student of `learnt` with a linked Telegram chat, optionally banned. */
async function student(learnt: string[], isBanned = false) {
  const telegramId = String(telegramUser());
  const user = await signedInWithSubjects(t.app, ['USER'], { learnt, telegramId });
  if (isBanned) await t.app.db.update(users).set({ isBanned }).where(eq(users.username, user.username));
  return { ...user, telegramId };
}

async function plan(subject: string, inMinutes: number, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call(t.app, 'POST', '/api/create-lesson', {
    token: senior,
    body: {
      subject,
      title: 'Производная',
      startsAt: new Date(Date.now() + inMinutes * MINUTE_MS).toISOString(),
      durationMin: 60,
      ...fields,
    },
  });
  expect(res.status).toBe(200);
  return res.body.ids[0] as string;
}

/** The lesson reminders a chat got (a sign-in from a new device is announced there too). */
const remindersTo = (chatId: string) => api.sentMessages(chatId).filter((message) => message.text.startsWith('Через '));

/** Settles the reminder pass and the sends it started. */
async function remind() {
  await t.app.lessonReminders!.runOnce();
  /* notify does not wait for Telegram: give the stand-in its round trip. */
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('Telegram reminders before a lesson', () => {
  it('reminds the linked students of the subject once, with the room link, 15 minutes ahead', async () => {
    const linked = await student(['geo', 'rus']);
    const otherSubject = await student(['hist']);
    const banned = await student(['geo'], true);
    await plan('geo', 10, { title: 'Климатические пояса', link: 'https://meet.school.test/geo' });
    await plan('geo', 40, { title: 'Ещё не время' });
    await plan('geo', -5, { title: 'Уже идёт' });

    await remind();
    const sent = remindersTo(linked.telegramId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('География: Климатические пояса');
    expect(sent[0]!.text).toContain('Подключиться: https://meet.school.test/geo');
    expect(sent[0]!.text).toMatch(/^Через 15 минут, в \d{2}:\d{2}/);
    expect(remindersTo(otherSubject.telegramId)).toEqual([]);
    expect(remindersTo(banned.telegramId)).toEqual([]);

    /* The next pass, or another process's, finds the lesson taken. */
    await remind();
    expect(remindersTo(linked.telegramId)).toHaveLength(1);
  });

  it('reminds again when a reminded lesson moves', async () => {
    const learner = await student(['bio']);
    const id = await plan('bio', 5, { title: 'Клетка' });
    await remind();
    expect(remindersTo(learner.telegramId)).toHaveLength(1);
    const moved = await call(t.app, 'POST', '/api/update-lesson', {
      token: senior,
      body: { id, startsAt: new Date(Date.now() + 12 * MINUTE_MS).toISOString() },
    });
    expect(moved.status).toBe(200);
    await remind();
    expect(remindersTo(learner.telegramId)).toHaveLength(2);
    expect(remindersTo(learner.telegramId)[1]!.text).toBe(
      TELEGRAM_BOT_TEXTS.lessonReminder(
        'Биология',
        'Клетка',
        new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' }).format(
          new Date(moved.body.startsAt),
        ),
        null,
      ),
    );
  });

  it('gives each lesson to one of several passes running at once', async () => {
    const learner = await student(['inf']);
    await plan('inf', 7, { title: 'Алгоритмы' });
    const passes = await Promise.all([
      claimReminders(t.app.db, 'Europe/Moscow'),
      claimReminders(t.app.db, 'Europe/Moscow'),
      claimReminders(t.app.db, 'Europe/Moscow'),
    ]);
    const forLearner = passes.flat().filter((reminder) => reminder.telegramId === learner.telegramId);
    expect(forLearner).toHaveLength(1);
  });
});
