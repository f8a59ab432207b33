import { describe, expect, it } from 'vitest';
import { minutesToTime, timeToMinutes, typedToTime } from './time-text.ts';

describe('typedToTime: what the user typed, as the field value', () => {
  it.each([
    ['16:00', '16:00'],
    ['9:30', '09:30'],
    [' 09:30 ', '09:30'],
    ['16.30', '16:30'],
    ['1630', '16:30'],
    ['930', '09:30'],
    ['16', '16:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (typed, time) => {
    expect(typedToTime(typed)).toBe(time);
  });

  it('reads an empty field as no time', () => {
    expect(typedToTime('  ')).toBe('');
  });

  it.each(['24:00', '16:75', '4:00 PM', '160', '9:5', 'полдень', '16:00:00'])(
    'passes %j on unchanged, for the form rule to name',
    (typed) => {
      expect(typedToTime(typed)).toBe(typed);
    },
  );
});

describe('minutes and HH:mm', () => {
  it('count minutes after midnight of a 24-hour time only', () => {
    expect(timeToMinutes('16:00')).toBe(960);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('4:00')).toBeNull();
  });

  it('wrap around the day', () => {
    expect(minutesToTime(960)).toBe('16:00');
    expect(minutesToTime(-15)).toBe('23:45');
    expect(minutesToTime(24 * 60 + 5)).toBe('00:05');
  });
});
