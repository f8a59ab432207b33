import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_GRACE_S, REFRESH_TOKEN_TTL_S, type SignIn } from '@school/contract';
import Bowser from 'bowser';
import type { Database, Db } from '../db/client.ts';
import { refreshSessions, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import type { AccessClaims, AccessTokens } from '../lib/tokens.ts';
import { taughtSubjectsJson, type TaughtSubject, type UserRow } from './users.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Where a sign-in or a refresh came from, as the sign-in list shows it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** The client of a request; a User-Agent is bounded so a caller cannot fill the table. */
export const clientOf = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }): ClientInfo => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
});

/**
 * Stores the row of `refreshToken` and signs its access token as issued when the row was made.
 * When the row is there already (a refresh replayed within the grace, or parallel refreshes), the
 * stored row stands, so every caller gets the very same pair.
 */
async function issue(
  db: Db,
  tokens: AccessTokens,
  userId: string,
  familyId: string,
  client: ClientInfo,
  signedInAt: Date,
  refreshToken: string,
): Promise<IssuedTokens> {
  const tokenHash = sha256(refreshToken);
  const [inserted] = await db
    .insert(refreshSessions)
    .values({
      userId,
      familyId,
      signedInAt,
      ip: client.ip,
      userAgent: client.userAgent,
      tokenHash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    })
    .onConflictDoNothing({ target: refreshSessions.tokenHash })
    .returning({ createdAt: refreshSessions.createdAt });
  const row =
    inserted ??
    (
      await db
        .select({ createdAt: refreshSessions.createdAt })
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, tokenHash))
        .limit(1)
    )[0];
  if (!row) throw new Error('refresh session row vanished while it was issued');
  const accessToken = await tokens.sign({ sub: userId, sid: familyId }, row.createdAt);
  return { accessToken, refreshToken };
}

/** A new sign-in: a new refresh family. */
export const startSession = (db: Db, tokens: AccessTokens, userId: string, client: ClientInfo): Promise<IssuedTokens> =>
  issue(db, tokens, userId, crypto.randomUUID(), client, new Date(), randomToken());

export type RotateResult =
  | { ok: true; userId: string; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Swaps a refresh token for a new pair. A token rotated less than REFRESH_GRACE_S ago answers the
 * same pair again (two tabs refreshing at once; a replay cannot fork the sign-in, finding 7); one
 * rotated earlier is a replay, so the whole sign-in ends.
 */
export async function rotateSession(
  db: Db,
  tokens: AccessTokens,
  refreshToken: string,
  client: ClientInfo,
): Promise<RotateResult> {
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
  return {
    ok: true,
    userId: row.userId,
    tokens: await issue(
      db,
      tokens,
      row.userId,
      row.familyId,
      client,
      row.signedInAt,
      tokens.nextRefreshToken(refreshToken),
    ),
  };
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

/**
 * Ends the sign-in an access token names, only when it belongs to that user. True when an active
 * sign-in ended: an unknown id, another account's or one already ended are alike to the caller.
 */
export async function revokeFamilyOf(db: Db, userId: string, familyId: string): Promise<boolean> {
  const ended = await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.familyId, familyId),
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: refreshSessions.id });
  return ended.length > 0;
}

/** Ban and password reset end every sign-in of the user. */
export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}

/** A password change on the settings page and 'Выйти на всех других устройствах': every sign-in but `keepFamilyId` ends. */
export async function revokeOthersForUser(db: Db, userId: string, keepFamilyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.userId, userId),
        ne(refreshSessions.familyId, keepFamilyId),
        isNull(refreshSessions.revokedAt),
      ),
    );
}

/** Browser and system named by a User-Agent ('Chrome 120', 'Windows 10'); empty when it names none. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, major),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/**
 * Whether the account has signed in from this browser and system before (any sign-in still on
 * record, ended ones included). Versions are left out: a browser updating itself is no new device.
 */
export async function isKnownDevice(db: Db, userId: string, userAgent: string): Promise<boolean> {
  const device = (agent: string) => {
    const parsed = agent ? Bowser.parse(agent) : undefined;
    return `${parsed?.browser.name ?? ''}|${parsed?.os.name ?? ''}`;
  };
  const wanted = device(userAgent);
  const seen = await db
    .selectDistinct({ userAgent: refreshSessions.userAgent })
    .from(refreshSessions)
    .where(eq(refreshSessions.userId, userId));
  return seen.some((row) => device(row.userAgent) === wanted);
}

/**
 * The account's active sign-ins, newest use first. A family is active while it has a row that is
 * neither revoked nor expired (as the bearer check reads it); its newest row holds the last use,
 * address and User-Agent, and every row carries when the sign-in began.
 */
export async function listSignIns(db: Db, userId: string, currentFamilyId: string | null): Promise<SignIn[]> {
  const rows = await db
    .select({
      familyId: refreshSessions.familyId,
      createdAt: refreshSessions.createdAt,
      signedInAt: refreshSessions.signedInAt,
      ip: refreshSessions.ip,
      userAgent: refreshSessions.userAgent,
    })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(refreshSessions.createdAt));
  const seen = new Set<string>();
  const list: SignIn[] = [];
  for (const row of rows) {
    if (seen.has(row.familyId)) continue;
    seen.add(row.familyId);
    list.push({
      id: row.familyId,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.signedInAt.toISOString(),
      lastUsedAt: row.createdAt.toISOString(),
      current: row.familyId === currentFamilyId,
    });
  }
  return list;
}

/** What the bearer check reads of an access token's account. */
export interface BearerAccount {
  account: UserRow;
  /** Whether the token's sign-in is still on (not ended, not expired). */
  active: boolean;
  /** The subjects the account teaches, in order. */
  taught: TaughtSubject[];
}

/**
 * The hottest query of the API, prepared once, one round trip: the account, whether its sign-in
 * is still on, and the subjects it teaches (all getuser needs beside the cached roles).
 */
export function prepareBearerAccount(database: Database): (claims: AccessClaims) => Promise<BearerAccount | undefined> {
  const query = database.db
    .select({
      account: users,
      /* Plain SQL: Drizzle drops table names in a one-table select, which would misbind "id" here. */
      active: sql<boolean>`exists (select 1 from refresh_sessions rs where rs.family_id = ${sql.placeholder('sid')} and rs.user_id = "users"."id" and rs.revoked_at is null and rs.expires_at > now())`,
      taught: taughtSubjectsJson(sql`"users"."id"`),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1);
  database.keepPrepared('bearer_account', query.toSQL().sql);
  const prepared = query.prepare('bearer_account');
  return async (claims) => (await prepared.execute({ uid: claims.sub, sid: claims.sid }))[0];
}
