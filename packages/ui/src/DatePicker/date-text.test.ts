import { describe, expect, it } from 'vitest';
import { isoToDate, isoToText, typedToIso } from './date-text.ts';

describe('typedToIso: what the user typed, as the field value', () => {
  it.each([
    ['25.11.2026', '2026-11-25'],
    ['5.1.2027', '2027-01-05'],
    [' 05.01.2027 ', '2027-01-05'],
    ['2026-11-25', '2026-11-25'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %j as the date %s', (typed, iso) => {
    expect(typedToIso(typed)).toBe(iso);
  });

  it('reads an empty field as no date', () => {
    expect(typedToIso('   ')).toBe('');
  });

  it.each(['31.02.2026', '29.02.2027', '2026-13-01', '12.11', 'завтра', '2026-1-5', '25/11/2026'])(
    'passes %j on unchanged, for the form rule to name',
    (typed) => {
      expect(typedToIso(typed)).toBe(typed);
    },
  );
});

describe('isoToText: what the field shows for a value', () => {
  it('shows a date as дд.мм.гггг', () => {
    expect(isoToText('2027-01-05')).toBe('05.01.2027');
  });

  it('shows anything else as it is, so typed text is not lost', () => {
    expect(isoToText('31.02.2026')).toBe('31.02.2026');
    expect(isoToText('')).toBe('');
  });

  it('reads back what it shows', () => {
    for (const iso of ['2026-11-25', '2027-01-05', '2028-02-29']) expect(typedToIso(isoToText(iso))).toBe(iso);
  });
});

describe('isoToDate', () => {
  it('gives the local day, or null for a day that does not exist', () => {
    expect(isoToDate('2026-11-25')).toEqual(new Date(2026, 10, 25));
    expect(isoToDate('2026-02-30')).toBeNull();
  });
});
