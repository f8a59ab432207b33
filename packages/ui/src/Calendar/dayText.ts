/** The month's Russian words and day keys, as DayPicker asks for them. */
import { format, type Day, type FormatOptions, type Month } from 'date-fns';
import { ru as ruDateFns } from 'date-fns/locale';

/* DayPicker formats every day, weekday and label of the month as it renders (date-fns `format` calls, some three
   hundred with the day keys below, each parsing its pattern), which on a page's first render, the code still cold,
   made the month a task of up to 70 ms on a slow host. The same Russian words come straight from the locale's tables. (Intl.DateTimeFormat would
   cost more: building one loads the locale's ICU data, 10-15 ms each on that host.) */
const { localize } = ruDateFns;
const monthOf = (date: Date, context: 'formatting' | 'standalone') =>
  localize.month(date.getMonth() as Month, { width: 'wide', context });
export const weekdayOf = (date: Date, width: 'wide' | 'short', context: 'formatting' | 'standalone') =>
  localize.day(date.getDay() as Day, { width, context });

/** '27 ноября', as date-fns' 'd MMMM' in Russian. */
export const dayAndMonth = (date: Date) => `${date.getDate()} ${monthOf(date, 'formatting')}`;
/** 'ноябрь 2026', as 'LLLL y'. */
export const monthAndYear = (date: Date) => `${monthOf(date, 'standalone')} ${date.getFullYear()}`;

export const formatters = {
  formatCaption: monthAndYear,
  formatDay: (date: Date) => String(date.getDate()),
  formatWeekdayName: (date: Date) => weekdayOf(date, 'short', 'standalone'),
};

export const labels = {
  labelGrid: monthAndYear,
  labelWeekday: (date: Date) => weekdayOf(date, 'wide', 'standalone'),
  // A read-only day's cell names its date itself (EventDay), and drops the label DayPicker would give it.
  labelGridcell: () => '',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthKey = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;
export const dayKey = (date: Date) => `${monthKey(date)}-${twoDigits(date.getDate())}`;

/* DayPicker also names every day of the grid with `format` (three calls a day, for its keys and data attributes). */
export const dateLib = {
  format: (date: Date, pattern: string, options?: FormatOptions) =>
    pattern === 'yyyy-MM-dd' ? dayKey(date) : pattern === 'yyyy-MM' ? monthKey(date) : format(date, pattern, options),
};
