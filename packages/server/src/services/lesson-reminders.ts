/**
 * Telegram reminders LESSON_REMINDER_MINUTES before each lesson (issue 17), to the linked students
 * who see it on their schedule (`studentSees`: of its subject and class, or of its course), with the room link.
 *
 * Each pass marks the lessons it takes (`reminded_at`) in the statement that picks them, with
 * `FOR UPDATE SKIP LOCKED`: of several processes on one PostgreSQL only one takes a lesson, and a
 * restart finds it marked, so no reminder goes twice. The price is at most once: a process that
 * dies between the mark and the send loses those few messages, which beats repeating them.
 */
import { LESSON_REMINDER_MINUTES, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { and, asc, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { lessons, subjects } from '../db/schema/index.ts';
import { studentsOf, studentSees } from './lesson-notices.ts';
import { valuesByKey } from './values-by-key.ts';

/** Lessons one pass takes at most; the next pass takes the rest. */
const BATCH = 100;

export interface Reminder {
  telegramId: string;
  text: string;
}

/** HH:MM of `at` in `timeZone` (24-hour whatever the server's locale), as the reminder names the start. */
const clockTime = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * Takes the lessons starting within the reminder's lead time that no process has taken, and
 * answers the reminders they call for. A lesson that already started gets none.
 */
export async function claimReminders(db: Db, timeZone: string, now: Date = new Date()): Promise<Reminder[]> {
  const horizon = new Date(now.getTime() + LESSON_REMINDER_MINUTES * 60_000);
  const due = await db
    .update(lessons)
    .set({ remindedAt: now })
    .where(
      inArray(
        lessons.id,
        db
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(isNull(lessons.remindedAt), gt(lessons.startsAt, now), lte(lessons.startsAt, horizon)))
          .orderBy(asc(lessons.startsAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      subject: lessons.subject,
      title: lessons.title,
      startsAt: lessons.startsAt,
      link: lessons.link,
      courseId: lessons.courseId,
      grades: lessons.grades,
    });
  if (due.length === 0) return [];
  const names = await valuesByKey(
    db,
    subjects.shortname,
    subjects.name,
    due.map((lesson) => lesson.subject),
  );
  const reminders: Reminder[] = [];
  for (const lesson of due) {
    const students = (await studentsOf(db, [lesson])).filter(
      (student) => student.telegramId !== null && studentSees(student, lesson),
    );
    const text = TELEGRAM_BOT_TEXTS.lessonReminder(
      names.get(lesson.subject) ?? lesson.subject,
      lesson.title,
      clockTime(lesson.startsAt, timeZone),
      lesson.link,
    );
    for (const student of students) reminders.push({ telegramId: student.telegramId!, text });
  }
  return reminders;
}

export interface ReminderWorker {
  /** One pass now (tests; the timer runs them otherwise). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** Passes every `everyMs` (a minute by default, well inside the 15-minute lead) until stopped. */
export function startLessonReminders(options: {
  db: Db;
  timeZone: string;
  send: (telegramId: string, text: string) => void;
  log: FastifyBaseLogger;
  everyMs?: number;
}): ReminderWorker {
  let running: Promise<void> | null = null;
  const pass = async () => {
    try {
      for (const reminder of await claimReminders(options.db, options.timeZone)) {
        options.send(reminder.telegramId, reminder.text);
      }
    } catch (error) {
      options.log.error({ err: error }, 'lesson reminders failed');
    }
  };
  const runOnce = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.everyMs ?? 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder passes; null while the Telegram bot is not configured (nothing is marked then). */
    lessonReminders: ReminderWorker | null;
  }
}

/** Runs the reminders in every process once the server is ready, when the bot is configured. */
export const lessonRemindersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('lessonReminders', null);
    if (!app.telegram.username) return;
    app.addHook('onReady', async () => {
      app.lessonReminders = startLessonReminders({
        db: app.db,
        timeZone: config.schoolTz,
        send: (telegramId, text) => app.telegram.notify(telegramId, text),
        log: app.log.child({ component: 'lesson-reminders' }),
      });
    });
    app.addHook('onClose', async () => app.lessonReminders?.stop());
  },
  { name: 'lesson-reminders', dependencies: ['db', 'telegram'] },
);
