import { z } from 'zod';
import { SHORTNAME_MAX_LENGTH } from '../constants.ts';
import { requiredText, roleShortnameSchema } from './common.ts';

/** One entry of a role's menu in the left navigation. */
export const roleMenuItemSchema = z.object({ title: z.string(), to: z.string() });
export type RoleMenuItem = z.infer<typeof roleMenuItemSchema>;

export const roleSchema = z.object({
  id: z.number().int().nonnegative(),
  shortname: roleShortnameSchema,
  name: z.string(),
  menu: z.array(roleMenuItemSchema),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * Who an account is and how to reach them: the head of getuser's answer and of the profile that
 * my-data hands its owner, so a field the account gains shows in both. Absent contact data is null.
 */
export const accountContactsSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /* Accounts made through VK ID may have no e-mail. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Data URL or absolute URL. */
  avatar: z.string().nullable(),
});

/**
 * A platform account as getuser and getusers return it. Never carries a password: the server's
 * serialiser strips keys this schema does not list.
 */
export const userSchema = accountContactsSchema.extend({
  /** Role shortnames; the first is the main one and decides permissions. */
  roles: z.array(roleShortnameSchema),
  /** Russian name of the first role. */
  roleName: z.string(),
  /** Shortnames of taught subjects; empty unless the first role may teach. */
  subjectsTeach: z.array(z.string()),
  /** Full names of `subjectsTeach`, same order. */
  subjectNames: z.array(z.string()),
  VKId: z.string().nullable(),
  telegramID: z.string().nullable(),
  /** How the account was made: one registered through VK ID has no password to change. */
  signupMethod: z.enum(['password', 'vk']),
  isBanned: z.boolean(),
  /** 'О себе' (issue 42): what a teacher writes for /teachers; '' when not written. */
  about: z.string(),
  /** Does /teachers show the linked Telegram (issue 42)? */
  showTelegram: z.boolean(),
  /** Menu of the first role. */
  roleList: z.array(roleMenuItemSchema),
});
export type User = z.infer<typeof userSchema>;

/** One role's name and menu (`rolelist`). */
export const roleListQuerySchema = z.object({ rolename: requiredText(SHORTNAME_MAX_LENGTH) });
export const roleListResponseSchema = z.object({ name: z.string(), menu: z.array(roleMenuItemSchema) });
