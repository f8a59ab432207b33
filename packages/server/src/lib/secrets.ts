import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { encodeTicket } from '@school/contract';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A 6-digit code from the cryptographic generator, leading zeros kept. */
export const randomCode = (length = 6): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

/**
 * Codes have only a million values, so a plain hash would fall to a brute force of a stolen
 * table; keying it with the server secret and binding it to the registration prevents that.
 */
export const hashCode = (secret: string, registrationId: string, code: string): string =>
  createHmac('sha256', secret).update(`${registrationId}:${code}`).digest('base64url');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Recovery ticket: base64 of `<256 random bits as hex>TIMESTAMP<issue time in ms>`. */
export const newRecoveryTicket = (now: number): string => encodeTicket(randomBytes(32).toString('hex'), now);

export interface Sealer {
  seal(plain: string): string;
  /** The sealed text, or null when it was sealed with another key or altered. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM with a key derived from the server secret and a purpose: outside tokens kept in the
 * database (VK ID's) are useless to whoever reads a copy of the tables alone. A changed JWT_SECRET
 * makes them unreadable, which reads as "the outside session is over".
 */
export function createSealer(secret: string, purpose: string): Sealer {
  const key = createHmac('sha256', secret).update(`seal:${purpose}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
