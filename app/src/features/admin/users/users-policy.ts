/**
 * What the users page offers a viewer, from the contract's policy (platform.md section 6), so
 * nobody is shown a button the server would refuse.
 */
import { canAssignRole, canInvite, manageUser, mayTeach, type Role, type User } from '@school/contract';

type Viewer = Pick<User, 'username' | 'roles'>;

/** The pencil: not for oneself, OWNER/DIRECTOR rows only for an OWNER, never the viewer's own role. */
export const canManage = (viewer: Viewer, target: Pick<User, 'username' | 'roles'>): boolean =>
  manageUser(viewer, target) === null;

/**
 * Roles of the create dialog: the 3rd to 6th entries of the role list, less any at or above the
 * viewer's highest role (a SENIOR does not create SENIORs).
 */
export const creatableRoles = (viewerRoles: readonly string[], roles: readonly Role[]): Role[] =>
  roles.filter((role) => canInvite(viewerRoles, [role.shortname]));

/** Options of the edit dialog's role select: id 1 or lower disabled unless the viewer is an OWNER, and none at or above the viewer's highest role. */
export const editRoleOptions = (viewerRoles: readonly string[], roles: readonly Role[]) =>
  roles.map((role) => ({
    value: role.shortname,
    label: role.name,
    disabled: !canAssignRole(viewerRoles, role.shortname),
  }));

/** Taught subjects only for TEACHER and above: the select is disabled, and the list sent empty, otherwise. */
export const teachesSubjects = (roles: readonly string[]): boolean => mayTeach(roles);
