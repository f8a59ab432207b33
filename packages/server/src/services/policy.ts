/**
 * Every role rule of platform.md section 6 and issue 4, in one place. Route handlers ask
 * `authorize(actor, action, context)` and answer 403 with the returned message when it is not null.
 * The individual rules come from the contract so the app's disabled buttons and the server agree.
 */
import { MESSAGES, assignRoleRefusal, canOpenAdmin, canInvite, manageUser, mayTeach } from '@school/contract';

export interface Actor {
  username: string;
  roles: readonly string[];
  signupMethod: string;
}

export interface TargetUser {
  username: string;
  roles: readonly string[];
}

export type PolicyRequest =
  /** Lists of users and pending registrations, invitations, subjects, the audit log. */
  | { action: 'admin.open' }
  | { action: 'user.invite'; roles: readonly string[] }
  | { action: 'user.edit'; target: TargetUser; newRoles: readonly string[] }
  | { action: 'user.ban'; target: TargetUser }
  | { action: 'user.unban'; target: TargetUser }
  | { action: 'temp.delete' }
  | { action: 'subject.manage' }
  | { action: 'audit.read' }
  | { action: 'profile.changePassword' };

export type PolicyAction = PolicyRequest['action'];

export const POLICY_ACTIONS: readonly PolicyAction[] = [
  'admin.open',
  'user.invite',
  'user.edit',
  'user.ban',
  'user.unban',
  'temp.delete',
  'subject.manage',
  'audit.read',
  'profile.changePassword',
];

/** Returns null when allowed, otherwise the Russian message for the 403 answer. */
export function authorize(actor: Actor, request: PolicyRequest): string | null {
  switch (request.action) {
    case 'profile.changePassword':
      return actor.signupMethod === 'vk' ? MESSAGES.vkPasswordChange : null;
    case 'admin.open':
    case 'temp.delete':
    case 'subject.manage':
    case 'audit.read':
      return canOpenAdmin(actor.roles) ? null : MESSAGES.forbidden;
    case 'user.invite': {
      if (!canOpenAdmin(actor.roles)) return MESSAGES.forbidden;
      return canInvite(actor.roles, request.roles) ? null : MESSAGES.roleNotAllowed;
    }
    case 'user.edit': {
      if (!canOpenAdmin(actor.roles)) return MESSAGES.forbidden;
      const denied = manageUser(actor, request.target);
      if (denied) return denied;
      for (const role of request.newRoles) {
        const refusal = assignRoleRefusal(actor.roles, role);
        if (refusal) return refusal;
      }
      return null;
    }
    case 'user.ban':
    case 'user.unban':
      if (!canOpenAdmin(actor.roles)) return MESSAGES.forbidden;
      return manageUser(actor, request.target);
  }
}

/** Taught subjects are kept only for accounts whose first role teaches; otherwise stored empty. */
export const keepTaughtSubjects = (roles: readonly string[]): boolean => mayTeach(roles);
