import { z } from 'zod';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  SHORTNAME_MAX_LENGTH,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, personNameSchema, requiredText, roleShortnameSchema, typeError } from './common.ts';
import { roleMenuItemSchema } from './users.ts';

/** Admin create dialog. Roles outside the 3rd-6th entries of the role list are refused with 403. */
export const newUserBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  roles: z
    .array(roleShortnameSchema, { error: typeError(MESSAGES.rolesRequired) })
    .min(1, { error: MESSAGES.rolesRequired })
    .max(7, { error: MESSAGES.invalidInput }),
});
export type NewUserBody = z.infer<typeof newUserBodySchema>;

export const roleListQuerySchema = z.object({ rolename: requiredText(SHORTNAME_MAX_LENGTH) });
export const roleListResponseSchema = z.object({ name: z.string(), menu: z.array(roleMenuItemSchema) });

/* Query values arrive as strings; the caller may also pass numbers. */
const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number<string | number>({ error: MESSAGES.invalidInput })
    .int({ error: MESSAGES.invalidInput })
    .min(1, { error: MESSAGES.invalidInput })
    .max(max, { error: MESSAGES.invalidInput })
    .default(fallback);

/* `?page=&limit=` as api.md writes the call: an empty value means the default, like an absent one. */
const pageParameter = (fallback: number, max: number) =>
  z.preprocess((value: string | number | undefined) => (value === '' ? undefined : value), pageNumber(fallback, max));

export const auditQuerySchema = z.object({
  page: pageParameter(1, 1_000_000),
  limit: pageParameter(AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX),
});

/** One staff action; newest first in the list. */
export const auditEntrySchema = z.object({
  /** ISO 8601 time of the action. */
  at: z.string(),
  /** Username of the staff member. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTION_NAMES),
  /** Username, temp-user id or subject shortname the action touched. */
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
});
