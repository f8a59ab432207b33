import { z } from 'zod';
import {
  API_PREFIX,
  AVATAR_DATA_URL_MAX_LENGTH,
  AVATAR_MIME_TYPES,
  LOGIN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SHORTNAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  callerText,
  emptyAsAbsent,
  passwordSchema,
  personNameSchema,
  requiredText,
  roleShortnameSchema,
  typeError,
} from './common.ts';
import { accountContactsSchema } from './users.ts';
import { aboutSchema } from './courses.ts';

const AVATAR_PATTERN = new RegExp(
  `^data:(${AVATAR_MIME_TYPES.map((type) => type.replace('/', '\\/')).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`,
);

/** A cropped avatar as a base64 data URL of an image, at most AVATAR_MAX_BYTES (5 MB) decoded. */
export const avatarDataUrlSchema = z
  .string({ error: typeError(MESSAGES.avatarInvalid) })
  .max(AVATAR_DATA_URL_MAX_LENGTH, { error: MESSAGES.avatarTooLarge })
  .regex(AVATAR_PATTERN, { error: MESSAGES.avatarInvalid });

/**
 * Where the server serves an avatar it stored, as getuser hands it out: `/server/avatars/<file>`,
 * the file named by the SHA-256 of its WebP bytes (`<64 hex>.webp`; a bare UUID before issue 11).
 */
export const STORED_AVATAR_PATH = `${API_PREFIX}/avatars/`;
/** The file part of a stored avatar's URL. */
export const STORED_AVATAR_FILE = /^[\w-]{1,64}(?:\.webp)?$/;
const STORED_AVATAR_URL = new RegExp(`^${STORED_AVATAR_PATH}${STORED_AVATAR_FILE.source.slice(1)}`);

/** True for the URL of an avatar the server stored. */
export const isStoredAvatarUrl = (value: string): boolean => STORED_AVATAR_URL.test(value);

const OUTSIDE_URL = /^https?:\/\/\S+$/i;

/** True for an avatar shown from elsewhere, such as a VK ID profile picture. */
export const isOutsideAvatarUrl = (value: string): boolean => value.length <= URL_MAX_LENGTH && OUTSIDE_URL.test(value);

/**
 * The avatar of the settings form, which sends every field. Empty, null or the URL of an avatar
 * stored here reads as "unchanged"; a new avatar is a data URL. An outside URL passes on: only the
 * server knows whether it is the account's current avatar (unchanged) or not (refused).
 */
export const profileAvatarSchema = z.preprocess(
  (value: string | null | undefined) =>
    value === '' || value === null || (typeof value === 'string' && isStoredAvatarUrl(value)) ? undefined : value,
  z
    .string({ error: typeError(MESSAGES.avatarInvalid) })
    .max(AVATAR_DATA_URL_MAX_LENGTH, { error: MESSAGES.avatarTooLarge })
    .refine((value) => AVATAR_PATTERN.test(value) || isOutsideAvatarUrl(value), { error: MESSAGES.avatarInvalid })
    .optional(),
);

/** A user changing their own profile (settings page); an empty password means "unchanged". */
export const updateOwnProfileBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  avatar: profileAvatarSchema,
  password: emptyAsAbsent(passwordSchema),
  /** Needed with `password`; the server answers 'Неверный текущий пароль' when absent or wrong. Never trimmed. */
  currentPassword: emptyAsAbsent(
    callerText(MESSAGES.invalidType).max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong }),
  ),
  /** 'О себе' for /teachers (issue 42); absent leaves it as it is. */
  about: aboutSchema.optional(),
  /** Show the linked Telegram on /teachers; absent leaves it as it is. */
  showTelegram: z.boolean({ error: MESSAGES.invalidType }).optional(),
});
export type UpdateOwnProfileBody = z.infer<typeof updateOwnProfileBodySchema>;

/** A SENIOR editing another account in the admin area. */
export const updateOtherUserBodySchema = z.object({
  username: requiredText(LOGIN_MAX_LENGTH),
  firstName: personNameSchema,
  lastName: personNameSchema,
  roles: z
    .array(roleShortnameSchema, { error: typeError(MESSAGES.rolesRequired) })
    .min(1, { error: MESSAGES.rolesRequired })
    .max(7, { error: MESSAGES.invalidInput }),
  /* Subject short names, compared in lower case like `shortnameSchema`. */
  subjectsTeach: z.array(requiredText(SHORTNAME_MAX_LENGTH).toLowerCase()).max(50, { error: MESSAGES.invalidInput }),
});
export type UpdateOtherUserBody = z.infer<typeof updateOtherUserBodySchema>;

/**
 * POST /api/update-profile takes either body. One object with a refinement instead of a union,
 * so a broken field answers with its own Russian message: a body with `roles` is a staff edit of
 * `username`; anything else is the caller's own profile (a `username` there is ignored).
 */
export const updateProfileBodySchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    avatar: updateOwnProfileBodySchema.shape.avatar,
    password: updateOwnProfileBodySchema.shape.password,
    currentPassword: updateOwnProfileBodySchema.shape.currentPassword,
    about: updateOwnProfileBodySchema.shape.about,
    showTelegram: updateOwnProfileBodySchema.shape.showTelegram,
    username: requiredText(LOGIN_MAX_LENGTH).optional(),
    roles: updateOtherUserBodySchema.shape.roles.optional(),
    subjectsTeach: updateOtherUserBodySchema.shape.subjectsTeach.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.roles !== undefined && value.username === undefined) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required, path: ['username'] });
    }
  });
export type UpdateProfileBody = UpdateOwnProfileBody | UpdateOtherUserBody;

/** True when an update-profile body is a staff edit of another account. */
export const isStaffEdit = (
  body: z.infer<typeof updateProfileBodySchema>,
): body is z.infer<typeof updateProfileBodySchema> & UpdateOtherUserBody =>
  body.roles !== undefined && body.username !== undefined;

/**
 * GET /api/my-data: everything the platform keeps about the caller's account, as the owner downloads
 * it from the settings page (152-ФЗ, article 14). Never a password, a hash, a code or a token: of
 * the calendar feed only whether its secret link has been issued.
 */
export const myDataSchema = z.object({
  /** When the copy was made (ISO). */
  exportedAt: z.string(),
  profile: accountContactsSchema.extend({
    /** 'password' or 'vk': how the account was registered. */
    signupMethod: z.string(),
    registeredAt: z.string(),
    /** 'О себе' for /teachers (issue 42); '' when not written. */
    about: z.string(),
    /** Does /teachers show the linked Telegram? */
    showTelegram: z.boolean(),
  }),
  roles: z.array(z.object({ shortname: z.string(), name: z.string() })),
  /** Staff: the subjects taught. */
  subjectsTeach: z.array(z.object({ shortname: z.string(), name: z.string() })),
  /** A student's questionnaire of the registration; null for staff. */
  questionnaire: z
    .object({
      class: z.number(),
      subjects: z.array(z.object({ shortname: z.string(), points: z.number(), olympics: z.boolean() })),
    })
    .nullable(),
  consents: z.object({
    /** The consent given at registration; null for accounts made before it was asked (or staff invitations). */
    personalData: z.object({ givenAt: z.string(), policyEdition: z.string() }).nullable(),
    /** A student under 14: the parent asked to confirm, and when they did (null while waiting). */
    parent: z
      .object({ name: z.string(), email: z.string(), requestedAt: z.string(), confirmedAt: z.string().nullable() })
      .nullable(),
  }),
  integrations: z.object({
    vkId: z.string().nullable(),
    telegramId: z.string().nullable(),
    /** The linked chat's @username as Telegram last told it, or null. */
    telegramUsername: z.string().nullable(),
  }),
  /** The account's active sign-ins. */
  signIns: z.array(
    z.object({ browser: z.string(), os: z.string(), ip: z.string(), signedInAt: z.string(), lastUsedAt: z.string() }),
  ),
  calendarFeed: z.object({ linkIssued: z.boolean() }),
});
export type MyData = z.infer<typeof myDataSchema>;
