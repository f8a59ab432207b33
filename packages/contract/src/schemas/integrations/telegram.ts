import { z } from 'zod';
import { LOGIN_MAX_LENGTH } from '../../constants.ts';
import { requiredText } from '../common.ts';

/** A deep link to the bot with a one-time token tying the chat to this account. */
export const tgLinkResponseSchema = z.object({ url: z.string() });
export const getTgUserQuerySchema = z.object({ username: requiredText(LOGIN_MAX_LENGTH) });
export const unlinkTgBodySchema = z.object({ username: requiredText(LOGIN_MAX_LENGTH) });
/**
 * What Telegram POSTs to the webhook: an Update. Only `update_id` is checked here; the bot reads the
 * rest and ignores what it does not handle (Telegram adds fields over time).
 */
export const telegramUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });
