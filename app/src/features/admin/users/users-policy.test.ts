import { describe, expect, it } from 'vitest';
import { roles, users } from '@school/mocks';
import { canManage, creatableRoles, editRoleOptions, teachesSubjects } from './users-policy';

const names = (list: { shortname: string }[]) => list.map((role) => role.shortname);

describe('the pencil (platform.md section 6)', () => {
  it.each([
    ['owner', 'director', true],
    ['owner', 'senior', true],
    ['owner', 'owner', false],
    ['senior', 'owner', false],
    ['senior', 'director', false],
    ['senior', 'teacher', true],
    ['senior', 'student', true],
    ['senior', 'banned', true],
  ] as const)('given viewer %s / row %s / shows the pencil: %s', (viewer, target, shown) => {
    expect(canManage(users[viewer], users[target])).toBe(shown);
  });

  it('given a SENIOR viewer / a row of another SENIOR / hides the pencil', () => {
    expect(canManage(users.senior, { username: 'other', roles: ['SENIOR'] })).toBe(false);
  });
});

describe('roles of the create dialog', () => {
  it('given an OWNER / offers the 3rd to 6th entries of the role list', () => {
    expect(names(creatableRoles(users.owner.roles, roles))).toEqual(['SENIOR', 'TEACHER', 'TUTOR', 'MANAGER']);
  });
  it('given a SENIOR / leaves out SENIOR itself', () => {
    expect(names(creatableRoles(users.senior.roles, roles))).toEqual(['TEACHER', 'TUTOR', 'MANAGER']);
  });
  it('given a DIRECTOR / offers all four', () => {
    expect(names(creatableRoles(['DIRECTOR', 'SENIOR'], roles))).toEqual(['SENIOR', 'TEACHER', 'TUTOR', 'MANAGER']);
  });
});

describe('role options of the edit dialog', () => {
  it('given a SENIOR / OWNER and DIRECTOR are disabled, and SENIOR itself (no peers made), the rest enabled', () => {
    const options = editRoleOptions(users.senior.roles, roles);
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(['OWNER', 'DIRECTOR', 'SENIOR']);
  });
  it('given an OWNER / nothing is disabled', () => {
    expect(editRoleOptions(users.owner.roles, roles).some((o) => o.disabled)).toBe(false);
  });
});

describe('taught subjects', () => {
  it.each([
    [['TEACHER'], true],
    [['SENIOR'], true],
    [['TUTOR'], false],
    [['MANAGER'], false],
    [['USER'], false],
  ])('given first role %j / may teach: %s', (list, expected) => {
    expect(teachesSubjects(list)).toBe(expected);
  });
});
