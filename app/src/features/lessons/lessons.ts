import type { Lesson } from '@school/contract';
import type { ScheduleLesson } from '@school/ui';
import { addDays, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';

/** A lesson of the API as the design system draws it: the instant becomes a Date in the viewer's zone. */
export const toScheduleLesson = (lesson: Lesson): ScheduleLesson => ({
  id: lesson.id,
  subject: lesson.subject,
  subjectName: lesson.subjectName,
  title: lesson.title,
  startsAt: new Date(lesson.startsAt),
  durationMin: lesson.durationMin,
  teacherName: `${lesson.teacher.firstName} ${lesson.teacher.lastName}`.trim(),
  link: lesson.link,
  notes: lesson.notes,
});

/** GET /api/lessons' range of the week of `day`: from its Monday 00:00 to the next Monday, local time. */
export function weekRange(day: Date): { from: string; to: string } {
  const monday = startOfWeek(day, { weekStartsOn: 1 });
  return { from: monday.toISOString(), to: addDays(monday, 7).toISOString() };
}

/**
 * The range of the month grid of `day`: the days of the neighbouring months it shows too (at most
 * six weeks, within the 62 days the server allows).
 */
export function monthGridRange(day: Date): { from: string; to: string } {
  const from = startOfWeek(startOfMonth(day), { weekStartsOn: 1 });
  const to = addDays(startOfWeek(endOfMonth(day), { weekStartsOn: 1 }), 7);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * The calendar feed's URL as a `webcal://` link: a phone's calendar app subscribes to it in one tap, and
 * fetches the same feed over the scheme the site runs on (webcal means https to Apple and Google; a site
 * on plain http, a school's own server, keeps its address but for the scheme).
 */
export const webcalUrl = (feedUrl: string): string => feedUrl.replace(/^https?:\/\//i, 'webcal://');
