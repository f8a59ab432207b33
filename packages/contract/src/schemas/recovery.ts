/** Password recovery: the e-mailed link's ticket and the new password. */
import { z } from 'zod';
import { TICKET_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, passwordSchema, typeError } from './common.ts';

export const resetPassBodySchema = z.object({ email: emailSchema });

export const ticketSchema = z
  .string({ error: typeError(MESSAGES.ticketExpired) })
  .min(1, { error: MESSAGES.ticketExpired })
  .max(TICKET_MAX_LENGTH, { error: MESSAGES.ticketExpired });
export const searchTicketQuerySchema = z.object({ ticket: ticketSchema });

export const resetPasswordBodySchema = z.object({ email: emailSchema, password: passwordSchema, ticket: ticketSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
