/** Staff invitations: a pending account a SENIOR creates for a new colleague. */
import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import { emailSchema, personNameSchema, roleShortnameSchema, typeError } from '../common.ts';

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
