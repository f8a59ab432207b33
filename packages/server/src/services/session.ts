import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_GRACE_S, REFRESH_TOKEN_TTL_S } from '@school/contract';
import type { Db } from '../db/client.ts';
import { refreshSessions } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import type { AccessTokens } from '../lib/tokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

async function issue(db: Db, tokens: AccessTokens, userId: string, familyId: string): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  await db.insert(refreshSessions).values({
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
  });
  const accessToken = await tokens.sign({ sub: userId, sid: familyId });
  return { accessToken, refreshToken };
}

/** A new sign-in: a new refresh family. */
export const startSession = (db: Db, tokens: AccessTokens, userId: string): Promise<IssuedTokens> =>
  issue(db, tokens, userId, crypto.randomUUID());

export type RotateResult =
  | { ok: true; userId: string; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Swaps a refresh token for a new pair. A token rotated less than REFRESH_GRACE_S ago still works
 * (two tabs refreshing at once); one rotated earlier is a replay, so the whole sign-in ends.
 */
export async function rotateSession(db: Db, tokens: AccessTokens, refreshToken: string): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (row.rotatedAt) {
    if (Date.now() - row.rotatedAt.getTime() > REFRESH_GRACE_S * 1000) {
      await revokeFamily(db, row.familyId);
      return { ok: false, reason: 'reused' };
    }
  } else {
    /* Claim the rotation atomically; a parallel request that loses the race falls into the grace rule. */
    const claimed = await db
      .update(refreshSessions)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshSessions.id, row.id), isNull(refreshSessions.rotatedAt)))
      .returning({ id: refreshSessions.id });
    if (claimed.length === 0) {
      const [again] = await db.select().from(refreshSessions).where(eq(refreshSessions.id, row.id)).limit(1);
      if (!again?.rotatedAt || Date.now() - again.rotatedAt.getTime() > REFRESH_GRACE_S * 1000) {
        return { ok: false, reason: 'revoked' };
      }
    }
  }
  return { ok: true, userId: row.userId, tokens: await issue(db, tokens, row.userId, row.familyId) };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

/** Logout: ends the sign-in the token belongs to; unknown tokens are ignored. */
export async function revokeByToken(db: Db, refreshToken: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshSessions.familyId })
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends the sign-in an access token names, only when it belongs to that user. */
export async function revokeFamilyOf(db: Db, userId: string, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.familyId, familyId),
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
      ),
    );
}

/** Ban, password change and reset end every sign-in of the user. */
export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}
