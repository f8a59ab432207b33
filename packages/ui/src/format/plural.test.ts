import { describe, expect, it } from 'vitest';
import { lessonCount } from './plural.ts';

describe('lessonCount', () => {
  it.each([
    [1, '1 занятие'],
    [2, '2 занятия'],
    [4, '4 занятия'],
    [5, '5 занятий'],
    [0, '0 занятий'],
    [11, '11 занятий'],
    [12, '12 занятий'],
    [14, '14 занятий'],
    [21, '21 занятие'],
    [22, '22 занятия'],
    [25, '25 занятий'],
    [101, '101 занятие'],
    [111, '111 занятий'],
  ])('given %i / says %s', (count, text) => {
    expect(lessonCount(count)).toBe(text);
  });
});
