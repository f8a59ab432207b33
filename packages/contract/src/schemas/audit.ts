/** The audit log of staff actions (an addition of api.md). */
import { z } from 'zod';
import { AUDIT_ACTION_NAMES, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX } from '../audit-actions.ts';
import { LOGIN_MAX_LENGTH } from '../constants.ts';
import { MESSAGES, tooLongMessage } from '../messages.ts';
import { callerText, emptyAsAbsent } from './common.ts';

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
  /** Only this kind of action (an addition: the audit page's filter); empty means every kind. */
  action: emptyAsAbsent(z.enum(AUDIT_ACTION_NAMES, { error: MESSAGES.invalidInput })),
  /** Only the actions of this staff member's login (compared as stored); empty means everyone. */
  actor: emptyAsAbsent(
    callerText(MESSAGES.invalidInput)
      .trim()
      .max(LOGIN_MAX_LENGTH, { error: tooLongMessage(LOGIN_MAX_LENGTH) }),
  ),
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
