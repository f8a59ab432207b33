import { describe, expect, it } from 'vitest';
import { nextDirection, sortRows } from './sorting.ts';

interface Person {
  id: number;
  name: string;
  age: number;
}
const person = (id: number, name: string, age = 20): Person => ({ id, name, age });
const ids = (rows: Person[]) => rows.map((row) => row.id);

describe('sortRows', () => {
  it('given names / orders them as a Russian dictionary does: case aside, ё read as е', () => {
    const rows = [
      person(1, 'Яковлев'),
      person(2, 'Ельцин'),
      person(3, 'Алексеев'),
      person(4, 'ёжиков'),
      person(5, 'жуков'),
    ];
    expect(sortRows(rows, (row) => row.name, 'ascending').map((row) => row.name)).toEqual([
      'Алексеев',
      'ёжиков',
      'Ельцин',
      'жуков',
      'Яковлев',
    ]);
  });

  it('given numbers / compares them as numbers, and digits inside text as numbers too', () => {
    const rows = [person(1, 'Группа 10', 30), person(2, 'Группа 9', 4), person(3, 'Группа 2', 100)];
    expect(ids(sortRows(rows, (row) => row.age, 'ascending'))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, (row) => row.name, 'ascending'))).toEqual([3, 2, 1]);
  });

  it('given descending / reverses the order, but rows of equal keys keep the order they came in', () => {
    const rows = [person(1, 'Б'), person(2, 'А'), person(3, 'Б'), person(4, 'В'), person(5, 'А')];
    expect(ids(sortRows(rows, (row) => row.name, 'ascending'))).toEqual([2, 5, 1, 3, 4]);
    expect(ids(sortRows(rows, (row) => row.name, 'descending'))).toEqual([4, 1, 3, 2, 5]);
  });

  it('given a key that is costly to compute / computes it once per row and leaves the rows given as they were', () => {
    const rows = [person(1, 'В'), person(2, 'А'), person(3, 'Б')];
    let calls = 0;
    const sorted = sortRows(
      rows,
      (row) => {
        calls += 1;
        return row.name;
      },
      'ascending',
    );
    expect(calls).toBe(3);
    expect(ids(sorted)).toEqual([2, 3, 1]);
    expect(ids(rows)).toEqual([1, 2, 3]);
  });
});

describe('nextDirection', () => {
  it('given no sort or a sort by another column / a click sorts ascending', () => {
    expect(nextDirection(undefined, 'name')).toBe('ascending');
    expect(nextDirection({ key: 'age', direction: 'ascending' }, 'name')).toBe('ascending');
  });

  it('given the column sorted already / each click turns the direction round', () => {
    expect(nextDirection({ key: 'name', direction: 'ascending' }, 'name')).toBe('descending');
    expect(nextDirection({ key: 'name', direction: 'descending' }, 'name')).toBe('ascending');
  });
});
