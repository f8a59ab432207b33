import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@school/contract';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Sign-in (refresh family) id: revoking it ends the access token too. */
  sid: string;
}

export interface AccessTokens {
  /** Signs the claims as issued at `issuedAt`: the same claims and instant give the same token. */
  sign(claims: AccessClaims, issuedAt: Date): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  /**
   * The refresh token that follows `previous` in its sign-in. Keyed by the server's secret, so only
   * the server can compute it, and fixed, so a replay within the grace gets the same token back.
   */
  nextRefreshToken(previous: string): string;
}

/* Enough for every token in use on a busy school's server; the oldest goes first beyond it. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  /* Imported once: given raw bytes, jose imports a WebCrypto key again on every call, which was a
     measurable share of each bearer call. Not extractable: only signing and checking need it. */
  const cryptoKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    sign: async ({ sub, sid }, issuedAt) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
        .sign(await cryptoKey);
    },
    async verify(token) {
      /* A client sends the same access token with every call of its 15 minutes: a token whose
         signature was checked once is known by its exact text, so the HMAC is not run again (a
         forged or altered token is never in here). Its expiry is checked on every use as jose would.
         Whether its sign-in is still on is the database's answer, per call (auth.ts). */
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        /* A token without an expiry or an issue time is refused, not trusted forever (finding 11). */
        const { payload } = await jwtVerify(token, await cryptoKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { sub: payload.sub, sid: payload.sid };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch {
        return null;
      }
    },
    nextRefreshToken: (previous) =>
      createHmac('sha256', key).update(`refresh-successor:${previous}`).digest('base64url'),
  };
}
