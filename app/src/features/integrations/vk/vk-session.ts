import { COOKIE, readCookie, removeCookie, writeCookie } from '../../../lib/cookies';

/*
 * The spec's `accessTokenVK` cookie (platform.md section 3) marks a session that began at VK ID:
 * unlinking VK ID then also signs out (section 4, "Social ID link"). VK's refresh token stays on
 * our server with its device id, so `refreshTokenVK` is never written.
 */

/** Remembers that this browser's session came through VK ID (a sign-in, or a registration it starts). */
export function rememberVkSession(vkAccessToken: string): void {
  writeCookie(COOKIE.accessTokenVK, vkAccessToken);
}

/** A sign-in by password: an older VK ID mark must not make a later unlink sign this session out. */
export function forgetVkSession(): void {
  removeCookie(COOKIE.accessTokenVK);
  removeCookie(COOKIE.refreshTokenVK);
}

/** This session was started through VK ID. */
export const startedThroughVkId = (): boolean => readCookie(COOKIE.accessTokenVK) !== undefined;
