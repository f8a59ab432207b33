/** Signing in and out: login, token refresh, logout. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText, tokenSchema, typeError } from './common.ts';

/** Login dialog: both fields only required ('Поле обязательно для ввода'); `username` may be the e-mail. */
export const loginBodySchema = z.object({
  username: requiredText(EMAIL_MAX_LENGTH),
  password: z
    .string({ error: typeError(MESSAGES.required) })
    .min(1, { error: MESSAGES.required })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Refresh and logout carry the refresh token in the body under this historical name. */
export const refreshTokenBodySchema = z.object({ authorization: tokenSchema });
/**
 * Logout has no failure in api.md: a caller that lost its refresh token (absent, empty, null) is
 * signed out all the same, so only a token of the wrong type is refused.
 */
export const logoutBodySchema = z.object({
  authorization: z
    .string({ error: MESSAGES.invalidType })
    .max(TOKEN_MAX_LENGTH, { error: MESSAGES.invalidToken })
    .nullish(),
});
/** A new access token and the rotated refresh token. */
export const refreshTokenResponseSchema = z.object({ newToken: z.string(), refreshToken: z.string() });
