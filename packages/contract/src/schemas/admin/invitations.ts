/** Staff invitations: a pending account a SENIOR creates for a new colleague. */
import { z } from 'zod';
import { BULK_INVITE_MAX_ROWS } from '../../constants.ts';
import { MESSAGES, tooLongMessage } from '../../messages.ts';
import { emailSchema, personNameSchema, roleShortnameSchema, typeError } from '../common.ts';
import { tempUserSchema } from '../registration.ts';

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

/**
 * One row of a bulk invitation as the server checks it: the rules of the single invitation, one
 * role. The app's CSV preview runs the same schema, so the preview and the server's report agree.
 */
export const bulkInviteRowSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  role: roleShortnameSchema,
});
export type BulkInviteRow = z.infer<typeof bulkInviteRowSchema>;

/* Generous for any real name or address; the row's own rules report what is too long. */
const RAW_CELL_MAX_LENGTH = 1000;

/* Rows arrive unchecked (bounded only), so one bad row gets its reason instead of failing the call. */
const rawCell = z
  .string({ error: MESSAGES.invalidType })
  .max(RAW_CELL_MAX_LENGTH, { error: tooLongMessage(RAW_CELL_MAX_LENGTH) });

/** POST /api/newuser/bulk. More than BULK_INVITE_MAX_ROWS rows answer 413 before this is checked. */
export const newUserBulkBodySchema = z.object({
  rows: z
    .array(z.object({ firstName: rawCell, lastName: rawCell, email: rawCell, role: rawCell }), {
      error: MESSAGES.invalidInput,
    })
    .min(1, { error: MESSAGES.bulkEmpty })
    .max(BULK_INVITE_MAX_ROWS, { error: MESSAGES.bulkTooManyRows }),
});
export type NewUserBulkBody = z.infer<typeof newUserBulkBodySchema>;

/** `row` is the position in `rows`, from 0: an invitation's id, or the Russian reason it was not made. */
export const bulkInviteResultSchema = z.union([
  z.object({ row: z.number().int(), id: z.string() }),
  z.object({ row: z.number().int(), message: z.string() }),
]);
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

export const newUserBulkResponseSchema = z.object({ results: bulkInviteResultSchema.array() });
export type NewUserBulkResponse = z.infer<typeof newUserBulkResponseSchema>;

/**
 * A pending registration as staff see it (GET /api/gettempusers): the temp user plus whether it
 * is a staff invitation (those can be e-mailed again) and until when it holds. Expired ones stay
 * listed for a while so staff can renew or remove them.
 */
export const pendingRegistrationSchema = tempUserSchema.extend({
  /** Created by staff (POST /api/newuser), not by the person themselves. */
  invitation: z.boolean(),
  /** ISO 8601 time the registration link stops working. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** POST /api/deletetemp-expired: how many expired pending registrations were removed. */
export const deletedCountSchema = z.object({ deleted: z.number().int().nonnegative() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;
