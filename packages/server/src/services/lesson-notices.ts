/**
 * Notices to the students of a lesson when it is added, changed (its time, its length, its room
 * link or its subject) or cancelled (issue 40): an e-mail through the mail outbox and, when their
 * account has linked Telegram, a message through the Telegram outbox. Both are queued in the
 * transaction of the change, so a notice exists exactly when the change does and each outbox sends
 * it once. A change of a series is one notice per student, naming the first lesson and how many.
 *
 * "Students of a lesson" are whom GET /api/lessons shows it to as students: active accounts whose
 * first role is USER and whom the policy's `seesLesson` shows it to (a course's lesson its enrolled
 * students, a subject's lesson those learning the subject, of its classes when it names some).
 */
import { ROLE, seesLesson, type LessonOwnership } from '@school/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrollments, users } from '../db/schema/index.ts';
import { lessonNoticeMail } from '../mail/templates.ts';
import { lessonEnd } from './lesson-times.ts';
import { queueMail } from './mail-outbox.ts';
import { queueTelegram } from './telegram-outbox.ts';

/** A lesson as a notice describes it. */
export interface NoticeLesson {
  subject: string;
  subjectName: string;
  title: string;
  startsAt: Date;
  durationMin: number;
  link: string | null;
  /** The course it belongs to, or null (issue 42). */
  courseId: string | null;
  grades: readonly number[];
}

/** One lesson's change: `before` null when it is added, `after` null when it is cancelled. */
export interface LessonChange {
  before: NoticeLesson | null;
  after: NoticeLesson | null;
}

export interface NoticeSettings {
  /** SCHOOL_TZ: the notice's times are the school's. */
  timeZone: string;
  /** PUBLIC_URL: the mail links the schedule. */
  publicUrl: string;
  /** Whether the Telegram bot is configured (no Telegram rows are queued without it). */
  telegram: boolean;
  now?: Date;
}

export interface Student {
  id: string;
  firstName: string;
  email: string | null;
  telegramId: string | null;
  subjects: string[];
  grade: number | null;
  /** The courses the student is enrolled in. */
  courseIds: string[];
}

/** Does `student` see `lesson` on the schedule (the contract's `seesLesson`; a student owns no lesson)? */
export const studentSees = (student: Student, lesson: Pick<NoticeLesson, 'subject' | 'courseId' | 'grades'>) => {
  const ownership: LessonOwnership = { ...lesson, teacher: { username: '' } };
  const viewer = {
    username: `student:${student.id}`,
    roles: [ROLE.USER],
    subjectsTeach: [],
    subjectsLearn: student.subjects,
    grade: student.grade,
    courseIds: student.courseIds,
  };
  return seesLesson(viewer, ownership);
};

/**
 * The active students who may see any of `lessons`: those learning one of their subjects or enrolled
 * in one of their courses. A candidate list: `studentSees` decides for each lesson.
 */
export async function studentsOf(
  db: Db,
  lessons: readonly Pick<NoticeLesson, 'subject' | 'courseId'>[],
): Promise<Student[]> {
  const subjects = [...new Set(lessons.filter((lesson) => !lesson.courseId).map((lesson) => lesson.subject))];
  const courseIds = [...new Set(lessons.flatMap((lesson) => (lesson.courseId ? [lesson.courseId] : [])))];
  if (subjects.length === 0 && courseIds.length === 0) return [];
  const wanted = sql.join(
    subjects.map((subject) => sql`${subject}`),
    sql`, `,
  );
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      telegramId: users.telegramId,
      anket: users.anket,
      courseIds: sql<
        string[]
      >`coalesce((select array_agg(e.course_id) from ${enrollments} e where e.user_id = ${users.id}), '{}'::text[])`,
    })
    .from(users)
    .where(
      and(
        eq(users.isBanned, false),
        sql`${users.roles}[1] = ${ROLE.USER}`,
        or(
          subjects.length > 0
            ? sql`exists (select 1 from jsonb_array_elements_text(${users.anket} -> 'subjects') as learnt(subject) where learnt.subject in (${wanted}))`
            : undefined,
          courseIds.length > 0
            ? inArray(
                users.id,
                db.select({ id: enrollments.userId }).from(enrollments).where(inArray(enrollments.courseId, courseIds)),
              )
            : undefined,
        ),
      ),
    );
  return rows.map(({ anket, ...student }) => ({
    ...student,
    subjects: anket?.subjects ?? [],
    grade: anket?.class ?? null,
  }));
}

type NoticeKind = 'added' | 'changed' | 'cancelled';

/** What a notice says: its subject line and its lines of text. */
export interface NoticeText {
  subject: string;
  lines: string[];
}

const MOSCOW = 'Europe/Moscow';

/** The school's zone as a reader sees it after a time: 'МСК' for Moscow, else its offset ('GMT+1'). */
function zoneName(timeZone: string, at: Date): string {
  if (timeZone === MOSCOW) return 'МСК';
  const part = new Intl.DateTimeFormat('ru-RU', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** 'понедельник, 23 ноября, 16:00–17:30 (МСК)': always 24-hour, in the school's zone. */
export function lessonWhen(lesson: Pick<NoticeLesson, 'startsAt' | 'durationMin'>, timeZone: string): string {
  const day = new Intl.DateTimeFormat('ru-RU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const clock = new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const end = lessonEnd(lesson.startsAt, lesson.durationMin);
  return `${day.format(lesson.startsAt)}, ${clock.format(lesson.startsAt)}–${clock.format(end)} (${zoneName(timeZone, lesson.startsAt)})`;
}

const named = (lesson: NoticeLesson) => `«${lesson.title}» (${lesson.subjectName})`;
const more = (count: number) => (count > 1 ? `, всего занятий: ${count}` : '');

/** The notice of `count` lessons changed alike; `first` is the earliest of them. */
export function noticeText(kind: NoticeKind, first: LessonChange, count: number, timeZone: string): NoticeText {
  const { before, after } = first;
  if (kind === 'added') {
    const lesson = after!;
    const lines = [
      count > 1
        ? `Добавлены еженедельные занятия ${named(lesson)}. Первое: ${lessonWhen(lesson, timeZone)}${more(count)}.`
        : `Добавлено занятие ${named(lesson)}: ${lessonWhen(lesson, timeZone)}.`,
    ];
    if (lesson.link) lines.push(`Ссылка на занятие: ${lesson.link}`);
    return { subject: `Новое занятие: ${lesson.title}`, lines };
  }
  if (kind === 'cancelled') {
    const lesson = before!;
    return {
      subject: `Занятие отменено: ${lesson.title}`,
      lines: [
        count > 1
          ? `Отменены занятия ${named(lesson)}: ${lessonWhen(lesson, timeZone)} и следующие${more(count)}.`
          : `Занятие ${named(lesson)} ${lessonWhen(lesson, timeZone)} отменено.`,
      ],
    };
  }
  const old = before!;
  const now = after!;
  const lines = [
    count > 1 ? `Изменены занятия ${named(now)}: это и следующие${more(count)}.` : `Занятие ${named(now)} изменено.`,
  ];
  const oldWhen = lessonWhen(old, timeZone);
  const newWhen = lessonWhen(now, timeZone);
  if (oldWhen === newWhen) lines.push(`Время прежнее: ${newWhen}.`);
  else lines.push(`Было: ${oldWhen}.`, `Стало: ${newWhen}.`);
  if (old.subject !== now.subject) lines.push(`Предмет: ${now.subjectName} (был ${old.subjectName}).`);
  if (old.link !== now.link)
    lines.push(now.link ? `Новая ссылка на занятие: ${now.link}` : 'Ссылки на занятие больше нет.');
  else if (now.link) lines.push(`Ссылка на занятие: ${now.link}`);
  return { subject: `Занятие изменено: ${now.title}`, lines };
}

/** Does a student notice the change: another time, length, room or subject (a new title alone is not a notice)? */
const noticeable = ({ before, after }: LessonChange): boolean =>
  !before ||
  !after ||
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.durationMin !== after.durationMin ||
  before.link !== after.link ||
  before.subject !== after.subject ||
  before.courseId !== after.courseId ||
  before.grades.join() !== after.grades.join();

/** Is any side of the change still ahead (a past lesson's change is no news)? */
const ahead = ({ before, after }: LessonChange, now: Date): boolean =>
  [before, after].some((lesson) => lesson && lessonEnd(lesson.startsAt, lesson.durationMin) > now);

/** The change as one student sees it: whom GET /api/lessons showed it to before, and shows it to after. */
function kindFor(student: Student, { before, after }: LessonChange): NoticeKind | null {
  const saw = before !== null && studentSees(student, before);
  const sees = after !== null && studentSees(student, after);
  if (saw && sees) return 'changed';
  if (sees) return 'added';
  return saw ? 'cancelled' : null;
}

/**
 * Queues the notices of `changes` (one create, update or delete: one lesson, or a series' lessons in
 * time order) in `tx`. Answers whether anything was queued, so the caller wakes the outboxes.
 */
export async function queueLessonNotices(
  tx: Db,
  changes: readonly LessonChange[],
  settings: NoticeSettings,
): Promise<boolean> {
  const now = settings.now ?? new Date();
  const relevant = changes.filter((change) => noticeable(change) && ahead(change, now));
  if (relevant.length === 0) return false;
  const students = await studentsOf(
    tx,
    relevant.flatMap(({ before, after }) => [before, after].filter((lesson) => lesson !== null)),
  );
  const mails = [];
  const messages = [];
  /* The same words for every student told the same: made once per kind, first lesson and count. */
  const texts = new Map<string, NoticeText>();
  for (const student of students) {
    const own = relevant.flatMap((change) => {
      const kind = kindFor(student, change);
      return kind ? [{ kind, change }] : [];
    });
    const first = own[0];
    if (!first) continue;
    const ofKind = own.filter((item) => item.kind === first.kind).length;
    const key = `${first.kind} ${relevant.indexOf(first.change)} ${ofKind}`;
    const text = texts.get(key) ?? noticeText(first.kind, first.change, ofKind, settings.timeZone);
    texts.set(key, text);
    if (student.email) {
      mails.push({ to: student.email, ...lessonNoticeMail(student.firstName, text, `${settings.publicUrl}/calendar`) });
    }
    if (settings.telegram && student.telegramId) {
      messages.push({ userId: student.id, text: [text.subject, ...text.lines].join('\n') });
    }
  }
  await queueMail(tx, mails);
  await queueTelegram(tx, messages);
  return mails.length + messages.length > 0;
}
