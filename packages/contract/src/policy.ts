/**
 * Who may do what (platform.md section 6) as pure functions over role lists: the server's policy,
 * the app's navigation and the mocks all ask these.
 */
import {
  ADMIN_ROLE,
  PRIVILEGED_ROLE_MAX_ID,
  PROTECTED_ROLES,
  ROLE_IDS,
  STAFF_CREATABLE_ROLES,
  SUBJECT_BADGE_ROLES,
  TEACHER_VIEW_ROLES,
  TEACHING_ROLES,
  type RoleShortname,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import type { RuleResult } from './rules.ts';

type Roles = readonly string[] | null | undefined;

const firstRole = (roles: Roles): string | undefined => roles?.[0];

/** Only the first role counts. */
export const mayTeach = (roles: Roles): boolean =>
  (TEACHING_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** Subject badges in the profile drawer. */
export const showsSubjectBadges = (roles: Roles): boolean =>
  (SUBJECT_BADGE_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** The teacher-management view on the home page: first role SENIOR or OWNER. */
export const showsTeacherView = (roles: Roles): boolean =>
  (TEACHER_VIEW_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** The admin area and the 'Управление' drawer entry: SENIOR anywhere in the roles. */
export const canOpenAdmin = (roles: Roles): boolean => roles?.includes(ADMIN_ROLE) ?? false;

/** Taught subjects to store or send: the list only when the first role may teach, else []. */
export const subjectsTeachFor = <T>(roles: Roles, subjects: readonly T[]): T[] =>
  mayTeach(roles) ? [...subjects] : [];

/** Role options with id <= 1 (OWNER, DIRECTOR) need a viewer whose first role is OWNER. */
export const canAssignRole = (viewerRoles: Roles, role: RoleShortname): boolean =>
  ROLE_IDS[role] > PRIVILEGED_ROLE_MAX_ID || firstRole(viewerRoles) === 'OWNER';

/** Roles a new staff account may take (admin create dialog and POST /api/newuser). */
export const isStaffCreatableRole = (role: string): boolean =>
  (STAFF_CREATABLE_ROLES as readonly string[]).includes(role);

export interface ManagedUser {
  username: string;
  roles: readonly string[];
}

/**
 * May `viewer` edit, ban or unban `target` in the admin area? Not oneself; OWNER and DIRECTOR
 * accounts only by an OWNER; never a user with the same first role.
 */
export const manageUser = (viewer: ManagedUser, target: ManagedUser): RuleResult => {
  if (viewer.username === target.username) return MESSAGES.cannotEditSelf;
  const targetRole = firstRole(target.roles);
  if ((PROTECTED_ROLES as readonly string[]).includes(targetRole ?? '') && !viewer.roles.includes('OWNER')) {
    return MESSAGES.ownerRequired;
  }
  if (targetRole !== undefined && targetRole === firstRole(viewer.roles)) return MESSAGES.sameRoleEdit;
  return null;
};
