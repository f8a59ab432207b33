/** Staff invitations: a pending account a SENIOR creates for a new colleague. */
import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
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
