import { describe, expect, it } from 'vitest';
import { courses } from '@school/mocks';
import {
  courseBadges,
  formatGrades,
  formatPrice,
  materialPlace,
  progressCaption,
  readFilters,
  telegramUrl,
  writeFilters,
} from './courses';

describe('formatPrice', () => {
  it.each([
    [0, 'Бесплатно'],
    [900, '900\u00a0₽'],
    [4900, '4\u00a0900\u00a0₽'],
    [1_000_000, '1\u00a0000\u00a0000\u00a0₽'],
  ])('given %i roubles / reads %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });
});

describe('formatGrades', () => {
  it.each([
    [[], null],
    [[9], '9 класс'],
    [[11, 10], '10–11 класс'],
    [[8, 9, 10, 11], '8–11 класс'],
    [[5, 7, 9], '5, 7, 9 класс'],
  ])('given classes %j / reads %s', (grades, text) => {
    expect(formatGrades(grades)).toBe(text);
  });
});

describe('a course card', () => {
  it('given a student two of six materials in / says so', () => {
    expect(progressCaption({ seen: 2, total: 6 })).toBe('Пройдено 2 из 6');
  });

  it('given a draft / shows the exam, the classes and the draft badge', () => {
    expect(courseBadges(courses.physElectroDraft)).toEqual([
      { label: 'ЕГЭ' },
      { label: '11 класс' },
      { label: 'Черновик', tone: 'warning' },
    ]);
    expect(courseBadges({ exam: 'olympiad', grades: [], status: 'published' })).toEqual([{ label: 'Олимпиада' }]);
  });
});

describe('materialPlace', () => {
  const course = courses.physMechanics;

  it('given the first material / has no previous one and the next is the second of its module', () => {
    const place = materialPlace(course, 'material-uniform-acceleration');
    expect(place).toMatchObject({ position: 1, total: 6, moduleTitle: 'Кинематика', previous: undefined });
    expect(place?.next?.id).toBe('material-kinematics-video');
  });

  it("given a module's last material / the next one is the first of the next module, and back", () => {
    expect(materialPlace(course, 'material-kinematics-notes')?.next?.id).toBe('material-newton-laws');
    expect(materialPlace(course, 'material-newton-laws')?.previous?.id).toBe('material-kinematics-notes');
  });

  it('given the last material / has no next one; given an unknown id / nothing', () => {
    expect(materialPlace(course, 'material-fipi-bank')).toMatchObject({ position: 6, next: undefined });
    expect(materialPlace(course, 'missing')).toBeUndefined();
  });
});

describe('the catalogue filters in the URL', () => {
  it('given a subject and an exam / reads and writes them back', () => {
    const filters = readFilters(new URLSearchParams('subject=phys&exam=ЕГЭ'));
    expect(filters).toEqual({ subject: 'phys', exam: 'ЕГЭ' });
    expect(writeFilters(filters).toString()).toBe(new URLSearchParams('subject=phys&exam=ЕГЭ').toString());
  });

  it('given an unknown exam or empty values / reads no filter', () => {
    expect(readFilters(new URLSearchParams('subject=&exam=ГИА'))).toEqual({});
    expect(writeFilters({}).toString()).toBe('');
  });
});

it('telegramUrl: a username becomes its t.me link, without the @', () => {
  expect(telegramUrl('@anna_smirnova_phys')).toBe('https://t.me/anna_smirnova_phys');
});
