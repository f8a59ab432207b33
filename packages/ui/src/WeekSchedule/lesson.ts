import { addDays, addMinutes, differenceInCalendarWeeks, format, isSameMonth, isSameYear } from 'date-fns';
import { ru } from 'date-fns/locale';
import { pluralRu } from '../format/plural.ts';

/** A lesson as the schedule draws it: times are instants, shown in the viewer's time zone. */
export interface ScheduleLesson {
  id: string;
  /** Short name of the subject: chooses its colour. */
  subject: string;
  /** The subject as people read it ('Физика'). */
  subjectName: string;
  title: string;
  startsAt: Date;
  durationMin: number;
  /** 'Анна Смирнова'. */
  teacherName?: string;
  /** The online room (https). */
  link?: string | null;
  notes?: string | null;
}

export const lessonEnd = (lesson: ScheduleLesson): Date => addMinutes(lesson.startsAt, lesson.durationMin);

/** '18:30–20:00'. */
export const lessonTime = (lesson: ScheduleLesson): string =>
  `${format(lesson.startsAt, 'HH:mm')}–${format(lessonEnd(lesson), 'HH:mm')}`;

/** What a lesson's button is named: '18:30–20:00 Физика Механика'. */
export const lessonName = (lesson: ScheduleLesson): string =>
  `${lessonTime(lesson)} ${lesson.subjectName} ${lesson.title}`;

/** '16–22 ноября 2026', '30 ноября – 6 декабря 2026', '28 декабря 2026 – 3 января 2027'. */
export function weekRangeText(monday: Date): string {
  const sunday = addDays(monday, 6);
  const end = format(sunday, 'd MMMM yyyy', { locale: ru });
  if (isSameMonth(monday, sunday)) return `${format(monday, 'd')}–${end}`;
  if (isSameYear(monday, sunday)) return `${format(monday, 'd MMMM', { locale: ru })} – ${end}`;
  return `${format(monday, 'd MMMM yyyy', { locale: ru })} – ${end}`;
}

const WEEK_FORMS = ['неделю', 'недели', 'недель'] as const;

/**
 * Where the week of `monday` lies from the week of `today`: '' for this week, 'следующая неделя',
 * 'прошлая неделя', 'через 2 недели', '3 недели назад'.
 */
export function weekFromToday(monday: Date, today: Date): string {
  const weeks = differenceInCalendarWeeks(monday, today, { weekStartsOn: 1 });
  if (weeks === 0) return '';
  if (weeks === 1) return 'следующая неделя';
  if (weeks === -1) return 'прошлая неделя';
  const count = `${Math.abs(weeks)} ${pluralRu(Math.abs(weeks), WEEK_FORMS)}`;
  return weeks > 0 ? `через ${count}` : `${count} назад`;
}
