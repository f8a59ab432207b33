/**
 * Times of day as a 24-hour `HH:mm` whatever the browser's locale: a native `<input type="time">`
 * follows the locale and shows '04:00 PM' in an English browser, so the field is a text field and
 * reads what was typed itself.
 */

const MINUTES_A_DAY = 24 * 60;

/* 16:30, 16.30, 16 30, 1630, 930 and 9:30; or the hour alone (9, 16) */
const TYPED = /^(\d{1,2})(?:[:.\s-]?(\d{2}))?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes after midnight of an `HH:mm` value; null for anything else. */
export function timeToMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The `HH:mm` of minutes after midnight, wrapping around the day (-15 is 23:45). */
export function minutesToTime(minutes: number): string {
  const wrapped = ((minutes % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/**
 * What the user typed, as the field's value: a time of day becomes `HH:mm` ('9:5' is not one, '930'
 * is 09:30, '16' is 16:00); an empty field is ''; anything else ('25:00', '16:75', 'полдень') is
 * passed on unchanged, so the form's rule names it.
 */
export function typedToTime(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = TYPED.exec(trimmed);
  if (!match) return text;
  const time = `${pad(Number(match[1]))}:${match[2] ?? '00'}`;
  return timeToMinutes(time) === null ? text : time;
}
