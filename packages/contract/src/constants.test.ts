import { describe, expect, it } from 'vitest';
import {
  AVATAR_DATA_URL_MAX_LENGTH,
  AVATAR_MAX_BYTES,
  CLASSES,
  ROLES,
  ROLE_NAMES,
  STAFF_CREATABLE_ROLES,
  SUBJECT_BADGE_ROLES,
  TEACHER_VIEW_ROLES,
  TEACHING_ROLES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';

describe('roles', () => {
  it('are listed by id, OWNER 0 to USER 6, with Russian names', () => {
    expect(ROLES.map((role) => [role.id, role.shortname])).toEqual([
      [0, 'OWNER'],
      [1, 'DIRECTOR'],
      [2, 'SENIOR'],
      [3, 'TEACHER'],
      [4, 'TUTOR'],
      [5, 'MANAGER'],
      [6, 'USER'],
    ]);
    expect(ROLE_NAMES.USER).toBe('Ученик');
    expect(ROLE_NAMES.SENIOR).toBe('Старший преподаватель');
  });

  it('offer the 3rd to 6th entries of the role list to new staff accounts', () => {
    expect(STAFF_CREATABLE_ROLES).toEqual(['SENIOR', 'TEACHER', 'TUTOR', 'MANAGER']);
  });

  it('group teaching, badge and teacher-view roles as platform.md section 6 says', () => {
    expect(TEACHING_ROLES).toEqual(['OWNER', 'DIRECTOR', 'SENIOR', 'TEACHER']);
    expect(SUBJECT_BADGE_ROLES).toEqual(TEACHING_ROLES);
    expect(TEACHER_VIEW_ROLES).toEqual(['SENIOR', 'OWNER']);
  });
});

describe('limits', () => {
  it('offers classes from 11 down to 5', () => {
    expect(CLASSES).toEqual([11, 10, 9, 8, 7, 6, 5]);
  });

  it('lets a 1 MB image through as a base64 data URL', () => {
    const header = 'data:image/jpeg;base64,';
    const encodedLength = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;
    expect(header.length + encodedLength).toBeLessThanOrEqual(AVATAR_DATA_URL_MAX_LENGTH);
  });

  it('keeps the length limits in sync with their messages', () => {
    expect(MESSAGES.loginTooLong).toContain('32');
    expect(MESSAGES.passwordTooLong).toContain('256');
  });
});
