/**
 * Password-recovery tickets (api.md: /api/reset-pass, /api/search-ticket, /auth/reset-password):
 * their format and lifetime, read the same way by the server, the app and the mocks.
 */
import { RECOVERY_TICKET_TTL_S, TICKET_TIMESTAMP_MARKER } from './constants.ts';

const decodeBase64 = (text: string): string | null => {
  /* Tickets travel in URLs, so accept base64url and missing padding as well as plain base64. */
  const normalized = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (normalized === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(normalized)) return null;
  const padded = normalized.padEnd(Math.ceil(normalized.length / 4) * 4, '=');
  try {
    return atob(padded);
  } catch {
    return null;
  }
};

/** Issue time in ms written after 'TIMESTAMP' inside the base64 ticket, or null when malformed. */
export const parseTicketTimestamp = (ticket: string | null | undefined): number | null => {
  if (!ticket) return null;
  const decoded = decodeBase64(ticket);
  if (decoded === null) return null;
  const match = new RegExp(`${TICKET_TIMESTAMP_MARKER}(\\d{1,15})`).exec(decoded);
  if (!match?.[1]) return null;
  const timestamp = Number(match[1]);
  return Number.isSafeInteger(timestamp) ? timestamp : null;
};

/**
 * True when the ticket is malformed or more than 3600 s old. A ticket dated further in the future
 * than its lifetime is malformed too; a smaller lead is tolerated as clock skew.
 */
export const isTicketExpired = (ticket: string | null | undefined, now: number = Date.now()): boolean => {
  const issuedAt = parseTicketTimestamp(ticket);
  if (issuedAt === null) return true;
  const ageMs = now - issuedAt;
  const ttlMs = RECOVERY_TICKET_TTL_S * 1000;
  return ageMs > ttlMs || ageMs < -ttlMs;
};

/** Builds a ticket in the format the rules above read: base64url of `<random>TIMESTAMP<ms>`. */
export const encodeTicket = (random: string, issuedAt: number): string =>
  btoa(`${random}${TICKET_TIMESTAMP_MARKER}${issuedAt}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
