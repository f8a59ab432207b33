import {
  MESSAGES,
  ROLES,
  editsCourse,
  managesCourses,
  readsCourseContent,
  seesCourse,
  type CourseStatus,
  type RoleShortname,
} from '@school/contract';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTIONS, authorize, keepTaughtSubjects, type Actor } from '../src/services/policy.ts';

const ROLE_ORDER = ROLES.map((role) => role.shortname);

/* Accounts as the platform makes them: staff above SENIOR also hold SENIOR to open the admin area. */
const actorOf = (role: RoleShortname, signupMethod = 'password'): Actor => ({
  username: `actor-${role}`,
  roles: role === 'OWNER' || role === 'DIRECTOR' ? [role, 'SENIOR'] : [role],
  signupMethod,
});
const targetOf = (role: RoleShortname) => ({ username: `target-${role}`, roles: [role] });

/** '+' allowed, '-' refused; columns follow the role list OWNER, DIRECTOR, SENIOR, TEACHER, TUTOR, MANAGER, USER. */
const row = (cells: string) => cells.split(' ').map((cell) => cell === '+');

/* Only staff from SENIOR up act on another account; every other role's row is all '-', in each table below. */
type StaffRole = 'OWNER' | 'DIRECTOR' | 'SENIOR';
const REFUSED = row('- - - - - - -');

const EXPECTED: Record<string, Record<StaffRole, boolean[]>> = {
  /* Edit, ban and unban another account: never the same highest role; OWNER/DIRECTOR only by an OWNER. */
  'user.edit / user.ban / user.unban, by target role': {
    OWNER: row('- + + + + + +'),
    DIRECTOR: row('- - + + + + +'),
    SENIOR: row('- - - + + + +'),
  },
  /* Giving a role in an edit (target is a USER): ids <= 1 only by an OWNER, none at or above one's own highest. */
  'user.edit, by role given': {
    OWNER: row('+ + + + + + +'),
    DIRECTOR: row('- - + + + + +'),
    SENIOR: row('- - - + + + +'),
  },
  /* Inviting staff: only the 3rd to 6th roles of the list, below one's own highest role. */
  'user.invite, by role invited': {
    OWNER: row('- - + + + + -'),
    DIRECTOR: row('- - + + + + -'),
    SENIOR: row('- - - + + + -'),
  },
};

const expectedRow = (table: string, actor: RoleShortname): boolean[] => {
  const rows = EXPECTED[table]!;
  return actor in rows ? rows[actor as StaffRole] : REFUSED;
};

/** Actions without a target: one expectation per acting role. */
const SIMPLE: Record<string, boolean[]> = {
  'admin.open': row('+ + + - - - -'),
  'temp.delete': row('+ + + - - - -'),
  'subject.manage': row('+ + + - - - -'),
  'audit.read': row('+ + + - - - -'),
  'profile.changePassword': row('+ + + + + + +'),
};

describe('policy: every role against every action', () => {
  it('covers every action the policy knows', () => {
    const covered = new Set([...Object.keys(SIMPLE), 'user.edit', 'user.ban', 'user.unban', 'user.invite']);
    expect([...POLICY_ACTIONS].sort()).toEqual([...covered].sort());
  });

  for (const [action, expected] of Object.entries(SIMPLE)) {
    for (const [index, role] of ROLE_ORDER.entries()) {
      it(`${role} ${expected[index] ? 'may' : 'may not'} ${action}`, () => {
        const result = authorize(actorOf(role), { action } as Parameters<typeof authorize>[1]);
        expect(result === null).toBe(expected[index]);
      });
    }
  }

  for (const action of ['user.edit', 'user.ban', 'user.unban'] as const) {
    for (const actorRole of ROLE_ORDER) {
      for (const [index, targetRole] of ROLE_ORDER.entries()) {
        const allowed = expectedRow('user.edit / user.ban / user.unban, by target role', actorRole)[index];
        it(`${actorRole} ${allowed ? 'may' : 'may not'} ${action} a ${targetRole}`, () => {
          const target = targetOf(targetRole);
          const request = action === 'user.edit' ? { action, target, newRoles: target.roles } : { action, target };
          expect(authorize(actorOf(actorRole), request) === null).toBe(allowed);
        });
      }
    }
  }

  for (const actorRole of ROLE_ORDER) {
    for (const [index, givenRole] of ROLE_ORDER.entries()) {
      const allowed = expectedRow('user.edit, by role given', actorRole)[index];
      it(`${actorRole} ${allowed ? 'may' : 'may not'} give the role ${givenRole} to a student`, () => {
        const result = authorize(actorOf(actorRole), {
          action: 'user.edit',
          target: targetOf('USER'),
          newRoles: [givenRole],
        });
        expect(result === null).toBe(allowed);
      });
      const invite = expectedRow('user.invite, by role invited', actorRole)[index];
      it(`${actorRole} ${invite ? 'may' : 'may not'} invite a new ${givenRole}`, () => {
        expect(authorize(actorOf(actorRole), { action: 'user.invite', roles: [givenRole] }) === null).toBe(invite);
      });
    }
  }

  it('a DIRECTOR without the SENIOR role does not open the admin area (SENIOR only, platform.md section 6)', () => {
    expect(authorize({ username: 'd', roles: ['DIRECTOR'], signupMethod: 'password' }, { action: 'admin.open' })).toBe(
      MESSAGES.forbidden,
    );
  });

  it('nobody edits their own account in the admin area', () => {
    const senior = actorOf('SENIOR');
    expect(
      authorize(senior, {
        action: 'user.edit',
        target: { username: senior.username, roles: ['TEACHER'] },
        newRoles: ['TEACHER'],
      }),
    ).toBe(MESSAGES.cannotEditSelf);
  });

  it("a same-role edit answers with the spec's message", () => {
    expect(authorize(actorOf('SENIOR'), { action: 'user.ban', target: targetOf('SENIOR') })).toBe(
      MESSAGES.sameRoleEdit,
    );
  });

  it('an account registered through VK ID may not set a password, whatever its role', () => {
    for (const role of ROLE_ORDER) {
      expect(authorize(actorOf(role, 'vk'), { action: 'profile.changePassword' })).toBe(MESSAGES.vkPasswordChange);
    }
  });

  it('an invitation without any role is refused', () => {
    expect(authorize(actorOf('SENIOR'), { action: 'user.invite', roles: [] })).toBe(MESSAGES.roleNotAllowed);
  });

  it('taught subjects are kept only when the first role teaches', () => {
    expect(ROLE_ORDER.map((role) => keepTaughtSubjects([role]))).toEqual(row('+ + + + - - -'));
    expect(keepTaughtSubjects(['USER', 'TEACHER'])).toBe(false);
  });
});

/*
 * The course rules (issue 42) by role, as the server asks them: for a viewer who neither teaches the
 * course nor is enrolled, who teaches it, and who is enrolled in it (courses.test.ts calls them over HTTP).
 */
describe('course policy: every role against every course action', () => {
  type Relation = 'none' | 'teaches' | 'enrolled';
  const viewerOf = (role: RoleShortname, relation: Relation) => ({
    ...actorOf(role),
    enrolledCourseIds: relation === 'enrolled' ? ['c'] : [],
  });
  const courseOf = (status: CourseStatus, role: RoleShortname, relation: Relation) => ({
    id: 'c',
    status,
    teachers: relation === 'teaches' ? [{ username: actorOf(role).username }] : [{ username: 'someone-else' }],
  });
  const ask = (
    rule: (viewer: ReturnType<typeof viewerOf>, course: ReturnType<typeof courseOf>) => boolean,
    status: CourseStatus,
    relation: Relation,
  ) => ROLE_ORDER.map((role) => rule(viewerOf(role, relation), courseOf(status, role, relation)));

  const STAFF = row('+ + + - - - -');
  const ALL = row('+ + + + + + +');

  it.each([
    ['sees a published course', seesCourse, 'published', 'none', ALL],
    ['sees a draft', seesCourse, 'draft', 'none', STAFF],
    ['sees a draft it teaches', seesCourse, 'draft', 'teaches', ALL],
    ['sees a draft it is enrolled in', seesCourse, 'draft', 'enrolled', STAFF],
    ['sees an archived course', seesCourse, 'archived', 'none', STAFF],
    ['sees an archived course it is enrolled in', seesCourse, 'archived', 'enrolled', ALL],
    ['reads a published course', readsCourseContent, 'published', 'none', STAFF],
    ['reads a published course it is enrolled in', readsCourseContent, 'published', 'enrolled', ALL],
    ['reads a published course it teaches', readsCourseContent, 'published', 'teaches', ALL],
    ['edits the outline of a course', editsCourse, 'published', 'none', STAFF],
    ['edits the outline of a course it teaches', editsCourse, 'draft', 'teaches', ALL],
    ['edits the outline of a course it is enrolled in', editsCourse, 'published', 'enrolled', STAFF],
  ] as const)('%s / by role', (_action, rule, status, relation, expected) => {
    expect(ask(rule, status, relation)).toEqual(expected);
  });

  it('sets price, status and teachers and enrols students / SENIOR and above by the highest role', () => {
    expect(ROLE_ORDER.map((role) => managesCourses(actorOf(role).roles))).toEqual(STAFF);
    expect(managesCourses(['USER', 'SENIOR'])).toBe(true);
    expect(managesCourses(['TEACHER'])).toBe(false);
  });
});
