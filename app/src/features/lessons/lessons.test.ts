import { describe, expect, it } from 'vitest';
import { webcalUrl } from './lessons';

describe('webcalUrl', () => {
  it.each([
    ['https://school.example.ru/server/ics/abc.ics', 'webcal://school.example.ru/server/ics/abc.ics'],
    ['http://localhost:3000/server/ics/abc.ics', 'webcal://localhost:3000/server/ics/abc.ics'],
  ])('given the feed %s / links %s', (feed, link) => {
    expect(webcalUrl(feed)).toBe(link);
  });
});
