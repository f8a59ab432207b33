/**
 * The lessons domain as the routes call it (issue 17): the schedule by the contract's lesson
 * policy (lessons.ts), clashes (lesson-clashes.ts) and the calendar feed (ics.ts) behind one face.
 * A change queues its students' notices with it; the outboxes are woken once it has committed.
 */
import type {
  CreateLessonBody,
  DeleteLessonBody,
  Lesson,
  LessonClashesBody,
  LessonViewer,
  UpdateLessonBody,
} from '@school/contract';
import type { Db } from '../db/client.ts';
import { feedOf, feedToken, feedUrl } from './ics.ts';
import { lessonClashes } from './lesson-clashes.ts';
import type { NoticeSettings } from './lesson-notices.ts';
import { createLessons, deleteLesson, lessonViewerFor, listLessons, updateLesson } from './lessons.ts';
import type { MailOutboxWorker } from './mail-outbox.ts';
import type { TelegramOutboxWorker } from './telegram-outbox.ts';
import type { TaughtSubject, UserRow } from './users.ts';

/** Who asks: the signed-in account and the subjects it teaches. */
export interface LessonCaller {
  account: UserRow;
  taughtSubjects: readonly TaughtSubject[];
}

export interface LessonService {
  /** The caller's lessons starting in [from, to), in time order. */
  list(caller: LessonCaller, from: Date, to: Date): Promise<Lesson[]>;
  /** Plans a lesson or a weekly series; answers their ids in time order. */
  create(caller: LessonCaller, body: CreateLessonBody): Promise<string[]>;
  update(caller: LessonCaller, body: UpdateLessonBody): Promise<Lesson>;
  remove(caller: LessonCaller, body: DeleteLessonBody): Promise<void>;
  /** The caller's lessons a planned or moved lesson would overlap. */
  clashes(caller: LessonCaller, body: LessonClashesBody): Promise<Lesson[]>;
  /** The caller's calendar feed URL; `reset` retires the old one. */
  feedUrl(caller: LessonCaller, reset?: boolean): Promise<string>;
  /** The iCalendar of the feed token's account; null for an unknown or retired token. */
  feed(token: string): Promise<string | null>;
}

export interface LessonServiceOptions {
  db: Db;
  publicUrl: string;
  schoolTz: string;
  /** Keys the feed tokens. */
  jwtSecret: string;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  /** The Telegram outbox as it is at the call: it starts once the server is ready, and not without a bot. */
  telegramOutbox: () => Pick<TelegramOutboxWorker, 'wake'> | null;
}

export function createLessonService(options: LessonServiceOptions): LessonService {
  const { db, publicUrl, schoolTz, jwtSecret, mailOutbox, telegramOutbox } = options;
  const host = new URL(publicUrl).host;
  const notices = (): NoticeSettings => ({ timeZone: schoolTz, publicUrl, telegram: telegramOutbox() !== null });
  const sendNotices = () => {
    mailOutbox.wake();
    telegramOutbox()?.wake();
  };
  const viewerOf = (caller: LessonCaller): Promise<LessonViewer> =>
    lessonViewerFor(db, caller.account, caller.taughtSubjects);

  return {
    list: async (caller, from, to) => listLessons(db, await viewerOf(caller), caller.account.id, from, to),

    async create(caller, body) {
      const ids = await createLessons(db, caller.account, await viewerOf(caller), body, notices());
      sendNotices();
      return ids;
    },

    async update(caller, body) {
      const lesson = await updateLesson(db, caller.account, await viewerOf(caller), body, notices());
      sendNotices();
      return lesson;
    },

    async remove(caller, body) {
      await deleteLesson(db, caller.account, await viewerOf(caller), body, notices());
      sendNotices();
    },

    clashes: async (caller, body) => lessonClashes(db, await viewerOf(caller), caller.account.id, body, schoolTz),

    feedUrl: async (caller, reset = false) =>
      feedUrl(publicUrl, await feedToken(db, jwtSecret, caller.account.id, reset)),

    feed: (token) => feedOf(db, token, { timeZone: schoolTz, host }),
  };
}
