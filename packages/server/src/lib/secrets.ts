import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
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
