import { MESSAGES } from '@school/contract';
import { describe, expect, it } from 'vitest';
import {
  clashesBody,
  createLessonBody,
  lessonRules,
  newLessonValues,
  updateLessonBody,
  type LessonValues,
} from './lesson-form';

const filled: LessonValues = {
  ...newLessonValues(new Date(2026, 10, 23), 'math'),
  title: '  Производная  ',
  time: '18:30',
};
const check = (values: LessonValues) =>
  Object.fromEntries(
    Object.entries(lessonRules)
      .map(([name, rule]) => [name, rule(values[name as keyof LessonValues], values)])
      .filter(([, message]) => message),
  );

describe('the lesson form', () => {
  it('given a filled form / nothing to say', () => {
    expect(check(filled)).toEqual({});
  });

  it('given the wrong values / says what the server would, in Russian', () => {
    expect(
      check({
        ...filled,
        subject: '',
        title: '   ',
        date: '2026-13-45',
        duration: '10',
        link: 'http://meet.example.ru',
        repeatWeeks: '41',
      }),
    ).toEqual({
      subject: MESSAGES.required,
      title: MESSAGES.lessonTitleRequired,
      date: MESSAGES.lessonDateInvalid,
      time: MESSAGES.lessonDateInvalid,
      duration: MESSAGES.lessonDuration,
      link: MESSAGES.lessonLinkHttps,
      repeatWeeks: MESSAGES.lessonRepeatWeeks,
    });
    expect(check({ ...filled, duration: '241' })).toEqual({ duration: MESSAGES.lessonDuration });
    expect(check({ ...filled, duration: '60.5' })).toEqual({ duration: MESSAGES.lessonDuration });
  });

  it('given a weekly lesson / the body has the instant of the local time and the repeats', () => {
    expect(createLessonBody({ ...filled, repeatWeeks: '4', link: ' https://meet.example.ru/a ' })).toEqual({
      subject: 'math',
      title: 'Производная',
      startsAt: new Date(2026, 10, 23, 18, 30).toISOString(),
      durationMin: 90,
      link: 'https://meet.example.ru/a',
      repeatWeeks: 4,
    });
  });

  it('given an edit that empties the link and notes / the update clears them', () => {
    expect(updateLessonBody('l1', filled)).toMatchObject({ id: 'l1', link: null, notes: null, durationMin: 90 });
    expect(updateLessonBody('l1', filled)).not.toHaveProperty('series');
  });

  it('given this and every later lesson of the series / the update and the removal say series', () => {
    expect(updateLessonBody('l1', filled, 'following')).toMatchObject({ id: 'l1', series: true });
  });

  it('given a time typed / the clash check asks about what the save would plan', () => {
    const startsAt = new Date(2026, 10, 23, 18, 30).toISOString();
    expect(clashesBody({ ...filled, repeatWeeks: '4' }, undefined)).toEqual({
      startsAt,
      durationMin: 90,
      repeatWeeks: 4,
    });
    expect(clashesBody(filled, undefined)).toEqual({ startsAt, durationMin: 90 });
    expect(clashesBody({ ...filled, repeatWeeks: '4' }, { id: 'l1' }, 'following')).toEqual({
      startsAt,
      durationMin: 90,
      id: 'l1',
      series: true,
    });
    expect(clashesBody({ ...filled, time: '25:00' }, undefined)).toBeNull();
    expect(clashesBody({ ...filled, duration: '' }, undefined)).toBeNull();
  });
});
