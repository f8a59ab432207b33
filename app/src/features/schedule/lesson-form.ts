import { MESSAGES, rules, type EndpointBody, type Lesson } from '@school/contract';
import { format, isValid, parse } from 'date-fns';
import type { FormSpec } from '../../lib/form/use-form';

export type LessonFieldName = 'subject' | 'title' | 'date' | 'time' | 'duration' | 'link' | 'notes' | 'repeatWeeks';
export type LessonValues = Record<LessonFieldName, string>;

const DEFAULT_DURATION = 90;

/** A whole number as typed; NaN for an empty field, so the rule refuses it. */
const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The start as the viewer typed it, in their own time zone; null when the date or time does not parse. */
export function startOf(values: Pick<LessonValues, 'date' | 'time'>): Date | null {
  const start = parse(`${values.date} ${values.time}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(start) ? start : null;
}

/* The contract's rules, the same the server's schema applies, so the dialog says what is wrong before anything is sent. */
export const lessonRules = {
  subject: (value: string) => rules.required(value),
  title: (value: string) => rules.lessonTitle(value),
  date: (_value: string, values: LessonValues) => (startOf(values) ? null : MESSAGES.lessonDateInvalid),
  time: (_value: string, values: LessonValues) => (startOf(values) ? null : MESSAGES.lessonDateInvalid),
  duration: (value: string) => rules.lessonDuration(typedNumber(value)),
  link: (value: string) => rules.lessonLink(value),
  notes: (value: string) => rules.lessonNotes(value),
  repeatWeeks: (value: string) => rules.lessonRepeatWeeks(typedNumber(value)),
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
