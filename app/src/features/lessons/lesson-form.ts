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

/**
 * Which lessons of a series a change or a removal reaches: 'one' is this lesson only, 'following'
 * this and every later one ('Только это занятие', 'Это и все следующие').
 */
export type SeriesScope = 'one' | 'following';

export const seriesScopeOptions: { value: SeriesScope; label: string }[] = [
  { value: 'one', label: 'Только это занятие' },
  { value: 'following', label: 'Это и все следующие' },
];

/** POST /api/update-lesson's body: every field, an emptied link or notes cleared; `following` reaches the series' later lessons. */
export const updateLessonBody = (
  id: string,
  values: LessonValues,
  scope: SeriesScope = 'one',
): EndpointBody<'updateLesson'> => ({
  id,
  ...(scope === 'following' && { series: true }),
  subject: values.subject,
  title: values.title.trim(),
  startsAt: (startOf(values) as Date).toISOString(),
  durationMin: Number(values.duration),
  link: values.link.trim() || null,
  notes: values.notes.trim() || null,
});

/**
 * POST /api/lesson-clashes' body for what the dialog would save: the new lesson and its repeats, or the
 * lesson changed (with the series' later ones for `following`); null while the date or time does not parse.
 */
export function clashesBody(
  values: LessonValues,
  lesson: Pick<Lesson, 'id'> | undefined,
  scope: SeriesScope = 'one',
): EndpointBody<'lessonClashes'> | null {
  const start = startOf(values);
  const durationMin = typedNumber(values.duration);
  if (!start || Number.isNaN(durationMin)) return null;
  const planned = { startsAt: start.toISOString(), durationMin };
  if (lesson) return { ...planned, id: lesson.id, ...(scope === 'following' && { series: true }) };
  const repeatWeeks = typedNumber(values.repeatWeeks);
  return { ...planned, ...(repeatWeeks > 1 && { repeatWeeks }) };
}
