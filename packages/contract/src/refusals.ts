/**
 * Why a role rule refuses: the policy's answers (`policy.ts`) as the Russian message the server sends
 * with its 403 and the app shows, or null when the rule allows. Apart from `policy.ts` because these
 * read MESSAGES, which only the pages and dialogs that act need, not the shell that asks `policy.ts`
 * in every visitor's first download (issue 16).
 */
import { PRIVILEGED_ROLE_MAX_ID, PROTECTED_ROLES, ROLE_IDS, type RoleShortname } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  canAssignRole,
  highestRoleRank,
  isOwner,
  mayPlanLesson,
  mayTeach,
  type LessonPlanner,
  type Roles,
} from './policy.ts';
import type { RuleResult } from './rules.ts';

/** Why the viewer may not give `role` (the OWNER-only roles say so), or null when they may. */
export const assignRoleRefusal = (viewerRoles: Roles, role: string): RuleResult => {
  if (!Object.hasOwn(ROLE_IDS, role)) return MESSAGES.roleNotAllowed;
  if (canAssignRole(viewerRoles, role as RoleShortname)) return null;
  return ROLE_IDS[role as RoleShortname] <= PRIVILEGED_ROLE_MAX_ID ? MESSAGES.ownerRequired : MESSAGES.roleNotAllowed;
};

export interface ManagedUser {
  username: string;
  roles: readonly string[];
}

/**
 * May `viewer` edit, ban or unban `target` in the admin area? Not oneself; OWNER and DIRECTOR
 * accounts only by an OWNER; never a user of the same role. Roles compare by the highest each holds.
 */
export const manageUser = (viewer: ManagedUser, target: ManagedUser): RuleResult => {
  if (viewer.username === target.username) return MESSAGES.cannotEditSelf;
  const protectedTarget = target.roles.some((role) => (PROTECTED_ROLES as readonly string[]).includes(role));
  if (protectedTarget && !isOwner(viewer.roles)) return MESSAGES.ownerRequired;
  const targetRank = highestRoleRank(target.roles);
  if (Number.isFinite(targetRank) && targetRank === highestRoleRank(viewer.roles)) return MESSAGES.sameRoleEdit;
  return null;
};

/** Why the viewer may not plan a lesson of `subject` (the 403 message), or null when they may. */
export const planLessonRefusal = (viewer: LessonPlanner, subject: string): RuleResult => {
  if (mayPlanLesson(viewer, subject)) return null;
  return mayTeach(viewer.roles) ? MESSAGES.lessonSubjectNotTaught : MESSAGES.lessonPlanningForbidden;
};
