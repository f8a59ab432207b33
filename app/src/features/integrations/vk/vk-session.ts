import { COOKIE, readCookie, writeCookie } from '../../../lib/cookies';

/*
 * The spec's `accessTokenVK` cookie (platform.md section 3) marks a session that began at VK ID:
 * unlinking VK ID then also signs out (section 4, "Social ID link"). VK's refresh token stays on
 * our server with its device id, so `refreshTokenVK` is never written.
 */

/** Remembers that this browser's session came through VK ID (a sign-in, or a registration it starts). */
export function rememberVkSession(vkAccessToken: string): void {
  writeCookie(COOKIE.accessTokenVK, vkAccessToken);
}

/** This session was started through VK ID (the settings row signs out after unlinking then). */
export const startedThroughVkId = (): boolean => readCookie(COOKIE.accessTokenVK) !== undefined;
