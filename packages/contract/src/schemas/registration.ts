import { z } from 'zod';
import {
  AVATAR_DATA_URL_MAX_LENGTH,
  CLASSES,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SUBJECTS_MAX,
  SUBJECTS_MIN,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { anket as anketRule } from '../rules.ts';
import {
  boundedText,
  emailSchema,
  emptyAsAbsent,
  idSchema,
  ignored,
  loginSchema,
  passwordSchema,
  personNameSchema,
  requiredText,
  roleShortnameSchema,
  tokenSchema,
  tokensSchema,
  typeError,
} from './common.ts';
import { shortnameSchema, subjectSchema } from './admin/subjects.ts';

/**
 * A pending registration as get-tempuser and gettempusers return it: no password, no code.
 * `sendOTPAt` is the time in ms from which the next code may be sent (null before the first send).
 */
export const tempUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** Chosen at registration for staff invitations, so null until then. */
  username: z.string().nullable(),
  VKId: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(roleShortnameSchema),
  emailChecked: z.boolean(),
  sendOTPAt: z.number().nullable(),
});
export type TempUser = z.infer<typeof tempUserSchema>;

export const anketPointSchema = z.object({
  /** The subject as the client saw it; the server scores against its own copy. */
  exam: subjectSchema,
  points: z.number({ error: typeError(MESSAGES.scoreOutOfRange) }).int({ error: MESSAGES.scoreOutOfRange }),
  olympics: z.boolean({ error: MESSAGES.olympicsInvalid }),
});
export type AnketPoint = z.infer<typeof anketPointSchema>;

/** The questionnaire: class, 2-5 distinct subjects, one target score per subject in its range. */
export const anketSchema = z
  .object({
    class: z
      .number({ error: typeError(MESSAGES.classRequired) })
      .refine((value) => (CLASSES as readonly number[]).includes(value), { error: MESSAGES.classInvalid }),
    subjects: z
      .array(shortnameSchema, { error: typeError(MESSAGES.subjectsCount) })
      .min(SUBJECTS_MIN, { error: MESSAGES.subjectsCount })
      .max(SUBJECTS_MAX, { error: MESSAGES.subjectsCount }),
    points: z.array(anketPointSchema, { error: typeError(MESSAGES.pointsMismatch) }).max(SUBJECTS_MAX, {
      error: MESSAGES.pointsMismatch,
    }),
  })
  .superRefine((value, ctx) => {
    const error = anketRule(value);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['points'] });
  });
export type Anket = z.infer<typeof anketSchema>;

/**
 * `consent: true`: the person agrees to the processing of their personal data under the published
 * policy (PRIVACY_POLICY_EDITION); anything else is refused with api.md's message.
 */
export const consentSchema = z.literal(true, { error: MESSAGES.consentRequired });

/** Self-registration from the registration dialog. `roles` is ignored: it is always [USER]. */
export const createUserBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  username: loginSchema,
  email: emailSchema,
  password: passwordSchema,
  roles: ignored(z.array(roleShortnameSchema).max(7)),
  consent: consentSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const sendOtpResponseSchema = z.object({ sendOTPAt: z.number() });

export const codeSchema = z
  .string({ error: typeError(MESSAGES.codeFormat) })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: MESSAGES.codeFormat });

/** A numeric input field sends the code as a JSON number, which has lost its leading zeros. */
const codeInputSchema = z.preprocess(
  (value: string | number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10 ** CODE_LENGTH
      ? String(value).padStart(CODE_LENGTH, '0')
      : value,
  codeSchema,
);

export const checkOtpBodySchema = z.object({ id: idSchema, code: codeInputSchema });
export const checkOtpResponseSchema = z.object({ emailChecked: z.literal(true) });

/** A student under 14's parent (or another legal representative): who confirms the consent. */
export const parentSchema = z.object({
  /** 'Имя и фамилия родителя'. */
  name: personNameSchema,
  email: emailSchema,
});

/**
 * Completion of a pending registration. E-mail, VK ID and roles come from the pending
 * registration on the server, so those fields are accepted and ignored. Which of login,
 * password and anket are required depends on the kind of registration (server rule):
 * self-registration needs the anket, a staff invitation needs login and password, a VK ID
 * registration needs the anket.
 */
export const registerBodySchema = z.object({
  _id: idSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  /* The wizard sends the whole payload, with an empty login and password when they were chosen
     earlier in the registration dialog. */
  username: emptyAsAbsent(loginSchema),
  password: emptyAsAbsent(passwordSchema),
  anket: emptyAsAbsent(anketSchema),
  email: ignored(boundedText(EMAIL_MAX_LENGTH).nullable()),
  roles: ignored(z.array(roleShortnameSchema).max(7)),
  VKId: ignored(boundedText(ID_MAX_LENGTH).nullable()),
  avatar: boundedText(AVATAR_DATA_URL_MAX_LENGTH).nullable().optional(),
  phone: boundedText(PHONE_MAX_LENGTH).nullable().optional(),
  /**
   * Self-registration (dialog or VK ID) only: 'Вам уже исполнилось 14 лет?' answered no. Required
   * there (server rule); a student under 14 names a parent, who confirms by an e-mailed link.
   */
  under14: z.boolean({ error: typeError(MESSAGES.ageRequired) }).optional(),
  parent: emptyAsAbsent(parentSchema),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * What register answers: the new account's tokens, or, for a student under 14, where the parent's
 * confirmation went (the account is not signed in until the parent confirms).
 */
export const registerResponseSchema = z.union([
  tokensSchema,
  z.object({ parentConsent: z.object({ email: z.string() }) }),
]);

/** POST /auth/parent-consent/resend: the login or e-mail of the account waiting for its parent. */
export const parentConsentResendBodySchema = z.object({ login: requiredText(EMAIL_MAX_LENGTH) });

/** POST /auth/parent-consent/confirm: the token of the parent's link. */
export const parentConsentConfirmBodySchema = z.object({ token: tokenSchema });
/** Whose account the parent has just confirmed: the child's first name, for the page to say so. */
export const parentConsentConfirmResponseSchema = z.object({ firstName: z.string() });

/** Availability of a login and an e-mail while the registration form is filled in. */
export const checkLoginQuerySchema = z.object({ login: loginSchema });
export const getUserByEmailQuerySchema = z.object({ email: emailSchema });
