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
  roleShortnameSchema,
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

/** Self-registration from the registration dialog. `roles` is ignored: it is always [USER]. */
export const createUserBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  username: loginSchema,
  email: emailSchema,
  password: passwordSchema,
  roles: ignored(z.array(roleShortnameSchema).max(7)),
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
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Availability of a login and an e-mail while the registration form is filled in. */
export const checkLoginQuerySchema = z.object({ login: loginSchema });
export const getUserByEmailQuerySchema = z.object({ email: emailSchema });
