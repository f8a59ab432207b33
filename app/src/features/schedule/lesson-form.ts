import {
  LESSON_MAX_DURATION,
  LESSON_MAX_REPEAT_WEEKS,
  LESSON_MIN_DURATION,
  LESSON_NOTES_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  MESSAGES,
  type EndpointBody,
  type Lesson,
} from '@school/contract';
import { format, isValid, parse } from 'date-fns';
import type { FormSpec } from '../../lib/form/use-form';

export type LessonFieldName = 'subject' | 'title' | 'date' | 'time' | 'duration' | 'link' | 'notes' | 'repeatWeeks';
export type LessonValues = Record<LessonFieldName, string>;

const DEFAULT_DURATION = 90;

/* The contract's schema refuses the same values with the same messages; these run in the browser
   without zod (decision 007) so the dialog says what is wrong before anything is sent. */
const whole = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** The start as the viewer typed it, in their own time zone; null when the date or time does not parse. */
export function startOf(values: Pick<LessonValues, 'date' | 'time'>): Date | null {
  const start = parse(`${values.date} ${values.time}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(start) ? start : null;
}

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

export const lessonRules = {
  subject: (value: string) => (value ? null : MESSAGES.required),
  title: (value: string) => {
    if (!value.trim()) return MESSAGES.lessonTitleRequired;
    return value.trim().length > LESSON_TITLE_MAX_LENGTH ? MESSAGES.tooLong : null;
  },
  date: (_value: string, values: LessonValues) => (startOf(values) ? null : MESSAGES.lessonDateInvalid),
  time: (_value: string, values: LessonValues) => (startOf(values) ? null : MESSAGES.lessonDateInvalid),
  duration: (value: string) =>
    whole(value, LESSON_MIN_DURATION, LESSON_MAX_DURATION) ? null : MESSAGES.lessonDuration,
  link: (value: string) => (!value.trim() || isHttps(value.trim()) ? null : MESSAGES.lessonLinkHttps),
  notes: (value: string) => (value.trim().length > LESSON_NOTES_MAX_LENGTH ? MESSAGES.tooLong : null),
  repeatWeeks: (value: string) => (whole(value, 1, LESSON_MAX_REPEAT_WEEKS) ? null : MESSAGES.lessonRepeatWeeks),
} satisfies Record<LessonFieldName, (value: string, values: LessonValues) => string | null>;

/** Messages show after the first 'Сохранить', then follow the typing. */
export const lessonFormSpec: FormSpec<LessonFieldName> = Object.fromEntries(
  Object.entries(lessonRules).map(([name, rule]) => [name, { rule }]),
) as FormSpec<LessonFieldName>;

/** A new lesson: the first subject the viewer may plan, the chosen day at 16:00, 90 minutes, once. */
export const newLessonValues = (day: Date, subject = ''): LessonValues => ({
  subject,
  title: '',
  date: format(day, 'yyyy-MM-dd'),
  time: '16:00',
  duration: String(DEFAULT_DURATION),
  link: '',
  notes: '',
  repeatWeeks: '1',
});

/** An existing lesson in the form, in the viewer's zone. */
export const lessonValues = (lesson: Lesson): LessonValues => {
  const start = new Date(lesson.startsAt);
  return {
    subject: lesson.subject,
    title: lesson.title,
    date: format(start, 'yyyy-MM-dd'),
    time: format(start, 'HH:mm'),
    duration: String(lesson.durationMin),
    link: lesson.link ?? '',
    notes: lesson.notes ?? '',
    repeatWeeks: '1',
  };
};

/** POST /api/create-lesson's body; empty link and notes are left out, one week is no repeat. */
export function createLessonBody(values: LessonValues): EndpointBody<'createLesson'> {
  const repeatWeeks = Number(values.repeatWeeks);
  return {
    subject: values.subject,
    title: values.title.trim(),
    startsAt: (startOf(values) as Date).toISOString(),
    durationMin: Number(values.duration),
    ...(values.link.trim() && { link: values.link.trim() }),
    ...(values.notes.trim() && { notes: values.notes.trim() }),
    ...(repeatWeeks > 1 && { repeatWeeks }),
  };
}

/** POST /api/update-lesson's body: every field, an emptied link or notes cleared. */
export const updateLessonBody = (id: string, values: LessonValues): EndpointBody<'updateLesson'> => ({
  id,
  subject: values.subject,
  title: values.title.trim(),
  startsAt: (startOf(values) as Date).toISOString(),
  durationMin: Number(values.duration),
  link: values.link.trim() || null,
  notes: values.notes.trim() || null,
});
