const UNITS = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;

/* One decimal below 100 ('1,5 МБ', '12,3 КБ'), whole numbers above ('512 КБ'): a tenth of a unit helps to
   tell small files apart and is noise on large ones. No grouping: below 1024 there is nothing to group
   ('1023 Б', where ru-RU would write '1 023'). */
const short = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1, useGrouping: false });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: false });

/**
 * A file's size in Russian binary units, as file managers show it: '830 Б', '1,5 МБ', '12 КБ', with a
 * decimal comma and a non-breaking space before the unit (so '1,5' and 'МБ' never part at a line end).
 * A size that rounds up to 1024 of one unit is written in the next ('1 МБ', not '1024 КБ').
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (unit < UNITS.length - 1 && Number(roundFor(value).toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? whole.format(value) : (value < 100 ? short : whole).format(value);
  return `${text}\u00a0${UNITS[unit]}`;
}

/** The value as it will be printed, so the choice of unit follows the rounding. */
const roundFor = (value: number): number => (value < 100 ? Math.round(value * 10) / 10 : Math.round(value));
