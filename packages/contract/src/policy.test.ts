import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  canAssignRole,
  canInvite,
  highestRoleRank,
  canOpenAdmin,
  isStaffCreatableRole,
  mayTeach,
  showsSubjectBadges,
  showsTeacherView,
  subjectsTeachFor,
} from './policy.ts';
import { assignRoleRefusal, manageUser } from './refusals.ts';

describe('roles', () => {
  const cases = [
    ['OWNER', true, true, false],
    ['DIRECTOR', true, false, false],
    ['SENIOR', true, true, true],
    ['TEACHER', true, false, false],
    ['TUTOR', false, false, false],
    ['MANAGER', false, false, false],
    ['USER', false, false, false],
  ] as const;

  it.each(cases)('first role %s: teaches %s, teacher view %s, admin %s', (role, teaches, teacherView, admin) => {
    expect(mayTeach([role])).toBe(teaches);
    expect(showsSubjectBadges([role])).toBe(teaches);
    expect(subjectsTeachFor([role], ['math', 'rus'])).toEqual(teaches ? ['math', 'rus'] : []);
    expect(showsTeacherView([role])).toBe(teacherView);
    expect(canOpenAdmin([role])).toBe(admin);
  });

  it('checks only the first role for teaching and the teacher view', () => {
    expect(subjectsTeachFor(['TUTOR', 'TEACHER'], ['math'])).toEqual([]);
    expect(showsTeacherView(['TEACHER', 'SENIOR'])).toBe(false);
    expect(subjectsTeachFor([], ['math'])).toEqual([]);
  });

  it('opens the admin area when SENIOR is anywhere in the roles', () => {
    expect(canOpenAdmin(['TEACHER', 'SENIOR'])).toBe(true);
    expect(canOpenAdmin(undefined)).toBe(false);
  });

  it('lets only an OWNER assign OWNER and DIRECTOR, by the highest role held', () => {
    expect(canAssignRole(['SENIOR'], 'DIRECTOR')).toBe(false);
    expect(canAssignRole(['OWNER'], 'OWNER')).toBe(true);
    expect(canAssignRole(['SENIOR', 'OWNER'], 'OWNER')).toBe(true);
    expect(assignRoleRefusal(['SENIOR'], 'DIRECTOR')).toBe(MESSAGES.ownerRequired);
  });

  it('gives no role at or above the viewer own highest role', () => {
    expect(canAssignRole(['SENIOR'], 'SENIOR')).toBe(false);
    expect(canAssignRole(['TEACHER', 'SENIOR'], 'SENIOR')).toBe(false);
    expect(canAssignRole(['SENIOR'], 'TEACHER')).toBe(true);
    expect(canAssignRole(['DIRECTOR', 'SENIOR'], 'SENIOR')).toBe(true);
    expect(assignRoleRefusal(['SENIOR'], 'SENIOR')).toBe(MESSAGES.roleNotAllowed);
    expect(assignRoleRefusal(['SENIOR'], 'WIZARD')).toBe(MESSAGES.roleNotAllowed);
    expect(assignRoleRefusal(['SENIOR'], 'MANAGER')).toBeNull();
  });

  it('invites staff below the viewer highest role only, every role of the list checked', () => {
    expect(canInvite(['SENIOR'], ['TEACHER'])).toBe(true);
    expect(canInvite(['SENIOR'], ['TUTOR', 'SENIOR'])).toBe(false);
    expect(canInvite(['DIRECTOR', 'SENIOR'], ['SENIOR'])).toBe(true);
    expect(canInvite(['OWNER', 'SENIOR'], ['DIRECTOR'])).toBe(false);
    expect(canInvite(['SENIOR'], [])).toBe(false);
  });

  it('ranks a user by the lowest role id held; unknown roles rank last', () => {
    expect(highestRoleRank(['TUTOR', 'SENIOR'])).toBe(2);
    expect(highestRoleRank(['WIZARD'])).toBe(Number.POSITIVE_INFINITY);
    expect(highestRoleRank(undefined)).toBe(Number.POSITIVE_INFINITY);
  });

  it('creates staff accounts with SENIOR, TEACHER, TUTOR or MANAGER only', () => {
    expect(['OWNER', 'DIRECTOR', 'SENIOR', 'TEACHER', 'TUTOR', 'MANAGER', 'USER'].filter(isStaffCreatableRole)).toEqual(
      ['SENIOR', 'TEACHER', 'TUTOR', 'MANAGER'],
    );
  });

  describe('manageUser', () => {
    const senior = { username: 'senior', roles: ['SENIOR'] };
    const owner = { username: 'owner', roles: ['OWNER', 'SENIOR'] };

    it('refuses editing oneself', () => {
      expect(manageUser(senior, senior)).toBe(MESSAGES.cannotEditSelf);
    });
    it('refuses a user with the same highest role, whichever comes first', () => {
      expect(manageUser(senior, { username: 'other', roles: ['SENIOR'] })).toBe(
        'Вы не можете редактировать пользователя с одинаковой ролью',
      );
      expect(manageUser(senior, { username: 'peer', roles: ['TEACHER', 'SENIOR'] })).toBe(MESSAGES.sameRoleEdit);
      expect(manageUser({ username: 'v', roles: ['TUTOR', 'SENIOR'] }, senior)).toBe(MESSAGES.sameRoleEdit);
    });
    it('refuses OWNER and DIRECTOR accounts unless the viewer is an OWNER', () => {
      expect(manageUser(senior, { username: 'dir', roles: ['DIRECTOR'] })).toBe(MESSAGES.ownerRequired);
      expect(manageUser(owner, { username: 'dir', roles: ['DIRECTOR'] })).toBeNull();
    });
    it('allows a senior to manage teachers and students', () => {
      expect(manageUser(senior, { username: 't', roles: ['TEACHER'] })).toBeNull();
      expect(manageUser(senior, { username: 's', roles: ['USER'] })).toBeNull();
    });
  });
});
