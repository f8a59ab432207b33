import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
  AVATAR_DATA_URL_MAX_LENGTH,
} from '../../constants.ts';
import { boundedText, idSchema, tokenSchema } from '../common.ts';
import { consentSchema } from '../registration.ts';

/** What the VK ID round trip is for: it decides where VK ID sends the browser back (/get-vkapi or /link-vk). */
export const vkPurposeSchema = z.enum(['login', 'link'], { error: MESSAGES.invalidType });
export type VkPurpose = z.infer<typeof vkPurposeSchema>;
export const vkStartBodySchema = z.object({ purpose: vkPurposeSchema.default('login') });

/**
 * PKCE start: the server keeps the verifier for 10 minutes, single use, and builds VK ID's
 * authorize URL; the browser goes there in the same tab.
 */
export const vkStartResponseSchema = z.object({
  state: z.string(),
  codeChallenge: z.string(),
  authorizeUrl: z.string(),
});

export const exchangeVkCodeBodySchema = z.object({
  code: tokenSchema,
  device_id: idSchema,
  state: idSchema,
  /* Accepted for compatibility; the server uses the verifier it kept at vk-start. */
  code_verifier: boundedText(ID_MAX_LENGTH).optional(),
});

export const vkTokensSchema = z.object({ access_token: z.string(), refresh_token: z.string(), user_id: z.string() });
/** VK ID's own failure answer, passed through with status 200. */
export const vkErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
export const exchangeVkCodeResponseSchema = z.union([vkTokensSchema, vkErrorSchema]);

/**
 * Social profile data plus the VK access token. The server asks VK ID who the token belongs to
 * and never trusts `user_id` or the other fields for identity.
 */
export const vkProfileSchema = z.object({
  access_token: tokenSchema,
  user_id: boundedText(ID_MAX_LENGTH).optional(),
  first_name: boundedText(NAME_MAX_LENGTH).optional(),
  last_name: boundedText(NAME_MAX_LENGTH).optional(),
  email: boundedText(EMAIL_MAX_LENGTH).optional(),
  phone: boundedText(PHONE_MAX_LENGTH).optional(),
  avatar: boundedText(Math.max(URL_MAX_LENGTH, AVATAR_DATA_URL_MAX_LENGTH)).optional(),
});
export type VkProfile = z.infer<typeof vkProfileSchema>;

/** create-vkuser: the profile as get-vkuser takes it, and the consent as create-user takes it. */
export const createVkUserBodySchema = vkProfileSchema.extend({ consent: consentSchema });

export const createVkUserResponseSchema = z.object({ tempuserId: z.string() });

/** Links a VK ID to the signed-in account: `token` is the VK access token, `id` the VK user id. */
export const linkVkIdBodySchema = z.object({ token: tokenSchema, id: idSchema });
export const unlinkVkBodySchema = z.object({ vk_id: idSchema });
