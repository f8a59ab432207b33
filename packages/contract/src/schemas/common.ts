/**
 * Building blocks shared by the domain schemas. Request fields carry the Russian messages of
 * `MESSAGES`, so the server's validation answers in Russian without a translation layer.
 *
 * Response schemas stay free of `.transform()`: the server serialises responses with
 * `z.encode`, which cannot run a one-way transform.
 */
import { z } from 'zod';
import {
  OTP_MAX_ATTEMPTS,
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLE_SHORTNAMES,
  TOKEN_MAX_LENGTH,
} from '../constants.ts';
import { MESSAGES, tooLongMessage } from '../messages.ts';
import { emailFormat, login, normalizeLogin, safeText } from '../rules.ts';

/** A missing value reads as "required", a value of the wrong type as "wrong type". */
export const typeError =
  (requiredMessage: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? requiredMessage : MESSAGES.invalidType;

/**
 * Every string a caller sends starts here: no control, zero-width or bidi characters, refused with
 * a Russian 400 before anything reaches the database or the log (hardening finding 2).
 */
export const callerText = (error: string | ((issue: { input?: unknown }) => string)) =>
  z.string({ error }).refine((value) => safeText(value) === null, { error: MESSAGES.unsafeCharacters });

/** A trimmed, non-empty, bounded string. */
export const requiredText = (max: number, requiredMessage: string = MESSAGES.required) =>
  callerText(typeError(requiredMessage))
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage(max) });

/**
 * An optional field that forms send anyway: an empty string or null reads as absent, like a
 * field left out, and anything else must pass `schema`.
 */
export const emptyAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: z.input<S> | '' | null | undefined) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  );

/**
 * A field callers may send (the app sends the whole payload of platform.md) but whose value the
 * server never takes from the body: any value is accepted and reads as absent. `documented` is
 * what a caller is expected to send, for the OpenAPI document.
 */
export const ignored = <S extends z.ZodType>(documented: S) =>
  z.preprocess((_value: z.input<S> | null | undefined) => undefined, documented.optional());

/** A refinement that refuses what a field rule of rules.ts refuses, with the rule's own message. */
export const byRule =
  <T>(rule: (value: T) => string | null) =>
  (value: T, context: z.RefinementCtx<T>) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  };

/** A bounded string that may be empty (or absent when wrapped in `.optional()`). */
export const boundedText = (max: number) => callerText(MESSAGES.invalidType).max(max, { error: tooLongMessage(max) });

/* Line breaks and tabs are how a text of several lines is written, not controls that hide it. */
const LINE_BREAKS = /[\t\n\r]/g;

/**
 * A bounded text of several lines (a course's description, a text material's Markdown): `boundedText`, but line
 * breaks and tabs pass; every other control, zero-width or bidi character is still refused.
 */
export const multilineText = (max: number) =>
  z
    .string({ error: MESSAGES.invalidType })
    .refine((value) => safeText(value.replace(LINE_BREAKS, '')) === null, { error: MESSAGES.unsafeCharacters })
    .max(max, { error: tooLongMessage(max) });

/**
 * An instant as ISO 8601 with its zone (`Z` or `+03:00`), so a lesson or a deadline means the same
 * moment whichever zone the browser is in.
 */
export const instantSchema = (message: string) =>
  callerText(typeError(message))
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: message }));

export const personNameSchema = requiredText(NAME_MAX_LENGTH);

/** A new account's username: the rules of `rules.login`, stored and compared in NFKC form. */
export const loginSchema = callerText(typeError(MESSAGES.required))
  .overwrite(normalizeLogin)
  .superRefine(byRule(login));

/* Never trimmed: spaces are part of the secret. */
export const passwordSchema = callerText(typeError(MESSAGES.requiredFill))
  .min(1, { error: MESSAGES.requiredFill })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** E-mail as typed by a person: trimmed, lower-cased, required, then the format of `rules.emailFormat`. */
export const emailSchema = callerText(typeError(MESSAGES.required))
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.required })
  .max(EMAIL_MAX_LENGTH, { error: tooLongMessage(EMAIL_MAX_LENGTH) })
  .refine((value) => value === '' || emailFormat(value) === null, { error: MESSAGES.emailInvalid });

/** An opaque identifier (temp-user id, VK id, ...). */
export const idSchema = requiredText(ID_MAX_LENGTH, MESSAGES.invalidInput);

/** Access, refresh and VK tokens. */
export const tokenSchema = callerText(typeError(MESSAGES.invalidToken))
  .min(1, { error: MESSAGES.invalidToken })
  .max(TOKEN_MAX_LENGTH, { error: MESSAGES.invalidToken });

export const roleShortnameSchema = z.enum(ROLE_SHORTNAMES, { error: MESSAGES.roleUnknown });

/** Error body of every non-2xx answer. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** check-otp's wrong code: how many tries the code has left (0: it is void until a new one is sent). */
  attemptsLeft: z.number().int().min(0).max(OTP_MAX_ATTEMPTS).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Success of a call that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** A human-readable answer (`{message: 'Логин свободен'}`, `{message: 'Complete'}`, ...). */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const idBodySchema = z.object({ id: idSchema });
export const idQuerySchema = z.object({ id: idSchema });
export const idResponseSchema = z.object({ id: z.string() });

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const usernameBodySchema = z.object({ username: requiredText(LOGIN_MAX_LENGTH) });

/**
 * The message to answer a failed validation with: the first issue's message, which the schemas
 * above set in Russian. Issues zod words itself (unknown shapes) fall back to 'Некорректные данные'.
 */
export const validationMessage = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidInput;
  return /[а-яё]/i.test(issue.message) ? issue.message : MESSAGES.invalidInput;
};
