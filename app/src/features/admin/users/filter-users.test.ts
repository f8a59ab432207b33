import { describe, expect, it } from 'vitest';
import { userList, users } from '@school/mocks';
import { filterUsers, toSearchable } from './filter-users';

const list = toSearchable(userList);
const found = (query: string) => filterUsers(list, query).map((user) => user.username);

describe('the search box', () => {
  it('given an empty query / shows everyone', () => {
    expect(found('  ')).toHaveLength(userList.length);
  });
  it('given part of a first or last name in any case / finds the user', () => {
    expect(found('СМИРН')).toEqual(['teacher']);
    expect(found('анна смир')).toEqual(['teacher']);
    expect(found('смирнова анна')).toEqual(['teacher']);
  });
  it("given 'е' for 'ё' / still finds 'Пётр'", () => {
    expect(found('петр сидоров')).toEqual(['banned']);
  });
  it('given part of an e-mail or username / finds the user', () => {
    expect(found('director@')).toEqual(['director']);
    expect(found('senior')).toContain('senior');
  });
  it('given a phone written with spaces and dashes / matches the stored digits', () => {
    expect(found('916 123-45-04')).toEqual(['teacher']);
    expect(found(users.teacher.phone!)).toEqual(['teacher']);
  });
  it('given nothing matching / finds nobody', () => {
    expect(found('яяяя')).toEqual([]);
  });
});
