import { format } from 'date-fns';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RU_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A calendar day from its parts, or null for a day that does not exist (31.02.2026). */
function dayOf(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The local day of an ISO date `yyyy-MM-dd`; null for anything else. */
export function isoToDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A day as the value of a DatePicker: `yyyy-MM-dd`. */
export const dateToIso = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * What the user typed, as the field's value: `дд.мм.гггг` (day and month may have one digit) and
 * ISO `гггг-мм-дд` (a paste, a test) become `yyyy-MM-dd`; an empty field is ''; anything else,
 * a day that does not exist included, is passed on unchanged, so the form's rule names it.
 */
export function typedToIso(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (isoToDate(trimmed)) return trimmed;
  const match = RU_DATE.exec(trimmed);
  const date = match && dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? dateToIso(date) : text;
}

/** What the field shows for a value: `дд.мм.гггг` for a date, anything else as it is. */
export function isoToText(value: string): string {
  const date = isoToDate(value);
  return date ? format(date, 'dd.MM.yyyy') : value;
}
