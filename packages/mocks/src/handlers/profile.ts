/** Own profile, staff edits of other accounts, and the role list with each role's menu. */
import type { HttpHandler } from 'msw';
import {
  assignRoleRefusal,
  canOpenAdmin,
  ERROR_CODES,
  isStaffEdit,
  manageUser,
  MESSAGES,
  PRIVACY_POLICY_EDITION,
  subjectsTeachFor,
  type RoleShortname,
  type User,
} from '@school/contract';
import { FIXTURE_NOW, MOCK_PASSWORD } from '../fixtures.ts';

/** When the fixture accounts registered, and gave their consent. */
const FIXTURE_REGISTERED_AT = new Date(FIXTURE_NOW - 60 * 24 * 60 * 60 * 1000).toISOString();
import { fail, findSubject, findUser, handle, ok, type MockContext } from '../handle.ts';

/** The user as the server would answer after a role change: role name, menu and taught subjects follow the first role. */
const withRoles = (ctx: MockContext, user: User, roles: RoleShortname[], subjectsTeach: readonly string[]): User => {
  const main = ctx.db.roles.find((role) => role.shortname === roles[0]);
  const taught = subjectsTeachFor(roles, subjectsTeach).flatMap((shortname) => findSubject(ctx, shortname) ?? []);
  return {
    ...user,
    roles,
    roleName: main?.name ?? user.roleName,
    roleList: main?.menu ?? user.roleList,
    subjectsTeach: taught.map((subject) => subject.shortname),
    subjectNames: taught.map((subject) => subject.name),
  };
};

/** Registered through VK ID: such accounts have no password to change. */

export const profileHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'updateProfile', ({ body, viewer }) => {
    if (isStaffEdit(body)) {
      if (!canOpenAdmin(viewer.roles)) return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
      const target = findUser(ctx, body.username);
      if (!target) return fail(404, MESSAGES.userNotFound, ERROR_CODES.notFound);
      const refusal = manageUser(viewer, target);
      if (refusal) return fail(403, refusal, ERROR_CODES.forbidden);
      const roleRefusal = body.roles.map((role) => assignRoleRefusal(viewer.roles, role)).find(Boolean);
      if (roleRefusal) return fail(403, roleRefusal, ERROR_CODES.forbidden);
      const updated = withRoles(ctx, target, body.roles, body.subjectsTeach);
      return ok('updateProfile', { ...updated, firstName: body.firstName, lastName: body.lastName });
    }
    if (body.password !== undefined && viewer.signupMethod === 'vk') {
      return fail(400, MESSAGES.vkPasswordChange, ERROR_CODES.badRequest);
    }
    /* Every fixture account's password is MOCK_PASSWORD; absent or another one is refused as on the server. */
    if (body.password !== undefined && body.currentPassword !== MOCK_PASSWORD) {
      return fail(400, MESSAGES.wrongCurrentPassword, ERROR_CODES.badRequest);
    }
    return ok('updateProfile', {
      ...viewer,
      firstName: body.firstName,
      lastName: body.lastName,
      avatar: body.avatar ?? viewer.avatar,
      about: body.about ?? viewer.about,
      showTelegram: body.showTelegram ?? viewer.showTelegram,
    });
  }),

  /* The signed-in account's copy, as the server builds it from the same kinds of rows. */
  handle(ctx, 'myData', ({ viewer }) =>
    ok('myData', {
      exportedAt: new Date(FIXTURE_NOW).toISOString(),
      profile: {
        username: viewer.username,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        phone: viewer.phone,
        avatar: viewer.avatar,
        signupMethod: viewer.signupMethod,
        registeredAt: FIXTURE_REGISTERED_AT,
        about: viewer.about,
        showTelegram: viewer.showTelegram,
      },
      roles: viewer.roles.map((shortname) => ({
        shortname,
        name: ctx.db.roles.find((role) => role.shortname === shortname)?.name ?? shortname,
      })),
      subjectsTeach: viewer.subjectsTeach.map((shortname, index) => ({
        shortname,
        name: viewer.subjectNames[index] ?? shortname,
      })),
      questionnaire: ctx.db.learntSubjects[viewer.username]
        ? {
            class: 9,
            subjects: ctx.db.learntSubjects[viewer.username]!.map((shortname) => ({
              shortname,
              points: 4,
              olympics: false,
            })),
          }
        : null,
      consents: {
        personalData: { givenAt: FIXTURE_REGISTERED_AT, policyEdition: PRIVACY_POLICY_EDITION },
        parent: null,
      },
      integrations: { vkId: viewer.VKId, telegramId: viewer.telegramID, telegramUsername: null },
      signIns: ctx.db.signIns.map(({ browser, os, ip, createdAt, lastUsedAt }) => ({
        browser,
        os,
        ip,
        signedInAt: createdAt,
        lastUsedAt,
      })),
      calendarFeed: { linkIssued: true },
    }),
  ),

  handle(ctx, 'getRoles', () => ok('getRoles', ctx.db.roles)),

  handle(ctx, 'roleList', ({ query }) => {
    const role = ctx.db.roles.find((candidate) => candidate.shortname === query.rolename.toUpperCase());
    return role
      ? ok('roleList', { name: role.name, menu: role.menu })
      : fail(404, MESSAGES.roleNotFound, ERROR_CODES.notFound);
  }),
];
