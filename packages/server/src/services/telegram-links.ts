import { ERROR_CODES, MESSAGES, TELEGRAM_BOT_TEXTS } from '@school/contract';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { telegramLinkTokens, users } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import type { UserRow } from './users.ts';

/** What a service needs of the bot: telling a linked chat something, without waiting for it. */
export interface TelegramNotifier {
  /**
   * Sends `text` to a linked chat without waiting: a failure (Telegram down, the user blocked the
   * bot) is logged and never fails the request that caused it. Nothing happens without a chat or a bot.
   */
  notify(telegramId: string | null | undefined, text: string): void;
}

/** How long a deep link works (issue 11: 15 minutes). */
export const LINK_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Telegram's deep-link payload: up to 64 characters of A-Z, a-z, 0-9, _ and -. */
const TOKEN_SHAPE = /^[\w-]{16,64}$/;

/**
 * A new one-time token for the account (43 base64url characters, 256 bits), stored hashed. Older
 * unused tokens of the account are dropped: only the newest link works.
 */
export async function createLinkToken(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(telegramLinkTokens)
      .where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)));
    await tx.insert(telegramLinkTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS),
    });
  });
  return token;
}

export type LinkResult =
  | { ok: true; userId: string; firstName: string; lastName: string }
  | { ok: false; reason: 'invalid' | 'chatTaken' | 'accountTaken' };

class Refused extends Error {
  constructor(readonly reason: 'chatTaken' | 'accountTaken') {
    super(reason);
  }
}

/**
 * `/start <token>` from Telegram user `telegramId`: binds that id to the token's account when the
 * token is known, unused and unexpired. The token is claimed and the account updated in one
 * transaction, so a token binds once even when two chats race; a refusal (this Telegram already
 * serves another account, or the account got another Telegram meanwhile) leaves the token unused.
 * The same chat sending the same `/start` again (Telegram re-delivers) gets the same success.
 * `telegramUsername` is the sender's @username as Telegram gives it (none when they set none), kept
 * for /teachers (issue 42).
 */
export async function useLinkToken(
  db: Db,
  token: string,
  telegramId: string,
  telegramUsername: string | null = null,
): Promise<LinkResult> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = sha256(token);
  try {
    return await db.transaction(async (tx): Promise<LinkResult> => {
      const [claimed] = await tx
        .update(telegramLinkTokens)
        .set({ usedAt: new Date(), usedBy: telegramId })
        .where(
          and(
            eq(telegramLinkTokens.tokenHash, tokenHash),
            isNull(telegramLinkTokens.usedAt),
            gt(telegramLinkTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: telegramLinkTokens.userId });
      if (!claimed) {
        const [again] = await tx
          .select({ userId: telegramLinkTokens.userId })
          .from(telegramLinkTokens)
          .where(and(eq(telegramLinkTokens.tokenHash, tokenHash), eq(telegramLinkTokens.usedBy, telegramId)))
          .limit(1);
        const [account] = again
          ? await tx
              .select({ firstName: users.firstName, lastName: users.lastName, telegramId: users.telegramId })
              .from(users)
              .where(eq(users.id, again.userId))
          : [];
        if (again && account?.telegramId === telegramId) return { ok: true, userId: again.userId, ...names(account) };
        return { ok: false, reason: 'invalid' };
      }
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.telegramId, telegramId), ne(users.id, claimed.userId)))
        .limit(1);
      if (other) throw new Refused('chatTaken');
      const [bound] = await tx
        .update(users)
        .set({ telegramId, telegramUsername, updatedAt: new Date() })
        .where(and(eq(users.id, claimed.userId), or(isNull(users.telegramId), eq(users.telegramId, telegramId))))
        .returning({ firstName: users.firstName, lastName: users.lastName });
      if (!bound) throw new Refused('accountTaken');
      return { ok: true, userId: claimed.userId, ...names(bound) };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

const names = (row: { firstName: string; lastName: string }) => ({ firstName: row.firstName, lastName: row.lastName });

/** Unbinds the account's Telegram; returns the id it had (to tell that chat), or null. */
export async function unlinkTelegram(db: Db, userId: string): Promise<string | null> {
  const [before] = await db.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, userId));
  if (!before?.telegramId) return null;
  const [unlinked] = await db
    .update(users)
    .set({ telegramId: null, telegramUsername: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.telegramId, before.telegramId)))
    .returning({ id: users.id });
  return unlinked ? before.telegramId : null;
}

/** The account's side of the bot (api.md tg-link, unlink-tg). */
export interface TelegramLinkService {
  /** A fresh one-time token for the bot's deep link; 409 for an account linked already. */
  linkToken(account: UserRow): Promise<string>;
  /** Unbinds the account's chat and tells it so; false when nothing was linked. */
  unlink(account: UserRow): Promise<boolean>;
}

export function createTelegramLinkService({
  db,
  telegram,
}: {
  db: Db;
  telegram: TelegramNotifier;
}): TelegramLinkService {
  return {
    async linkToken(account) {
      if (account.telegramId) throw httpError(409, MESSAGES.telegramAlreadyLinked, ERROR_CODES.conflict);
      return createLinkToken(db, account.id);
    },

    async unlink(account) {
      const former = await unlinkTelegram(db, account.id);
      if (former) telegram.notify(former, TELEGRAM_BOT_TEXTS.unlinked);
      return former !== null;
    },
  };
}
