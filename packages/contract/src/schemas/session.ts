/** Signing in and out: login, token refresh, logout. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { idSchema, requiredText, tokenSchema, typeError } from './common.ts';

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

/** One active sign-in of the account (a refresh-token family), as the settings page lists it. */
export const signInSchema = z.object({
  id: z.string(),
  /** Browser and system read from the User-Agent; empty when it names none. */
  browser: z.string(),
  os: z.string(),
  /** Address of the last sign-in or token refresh. */
  ip: z.string(),
  /** ISO 8601: when the user signed in, and the last token refresh (at most an access token's lifetime ago while in use). */
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The sign-in of the access token that asked. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;
export const signInListSchema = signInSchema.array();

/** Ends one sign-in of the caller's own account. */
export const revokeSignInBodySchema = z.object({ id: idSchema });
