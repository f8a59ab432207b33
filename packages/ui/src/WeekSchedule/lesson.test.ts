import { describe, expect, it } from 'vitest';
import { weekFromToday, weekRangeText } from './lesson.ts';

/* Wednesday 18 November 2026; its week runs from Monday the 16th. */
const today = new Date(2026, 10, 18, 12, 0);
const monday = (day: number, month = 10) => new Date(2026, month, day);

describe('weekFromToday', () => {
  it('given this week / says nothing', () => {
    expect(weekFromToday(monday(16), today)).toBe('');
  });

  it.each([
    [monday(23), 'следующая неделя'],
    [monday(9), 'прошлая неделя'],
    [monday(30), 'через 2 недели'],
    [monday(14, 11), 'через 4 недели'],
    [monday(21, 11), 'через 5 недель'],
    [monday(26, 9), '3 недели назад'],
  ])('given the week of %s / says how far it is from this one: %s', (week, text) => {
    expect(weekFromToday(week, today)).toBe(text);
  });

  it('given a Sunday as today / its week is still the one from the Monday before', () => {
    expect(weekFromToday(monday(16), new Date(2026, 10, 22, 23, 0))).toBe('');
    expect(weekFromToday(monday(23), new Date(2026, 10, 22, 23, 0))).toBe('следующая неделя');
  });
});

describe('weekRangeText', () => {
  it.each([
    [monday(16), '16–22 ноября 2026'],
    [monday(30), '30 ноября – 6 декабря 2026'],
    [monday(28, 11), '28 декабря 2026 – 3 января 2027'],
  ])('given the Monday %s / reads %s', (week, text) => {
    expect(weekRangeText(week)).toBe(text);
  });
});
