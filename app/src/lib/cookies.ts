import { COOKIE_LIFETIME_DAYS, COOKIES, type ThemeName } from '@school/contract';
import Cookies from 'js-cookie';

export const COOKIE = COOKIES;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];
export type ThemeMode = ThemeName;

/** Attributes of every cookie we write. */
export function cookieAttributes(
  protocol: string = typeof window === 'undefined' ? 'http:' : window.location.protocol,
): Cookies.CookieAttributes {
  return {
    // Max-Age, not Expires: the browser counts the lifetime from its own clock, so a page whose clock is wrong
    // or frozen (the stories fake it at the fixtures' date) cannot write a cookie that has already expired.
    'max-age': String(COOKIE_LIFETIME_DAYS * 24 * 60 * 60),
    path: '/',
    sameSite: 'Lax',
    // Over plain http (local development, tests) a Secure cookie would be dropped by the browser.
    secure: protocol === 'https:',
  };
}

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name) || undefined;
}

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(name, value, cookieAttributes());
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}

export function getTokens(): { accessToken?: string; refreshToken?: string } {
  return { accessToken: readCookie(COOKIE.accessToken), refreshToken: readCookie(COOKIE.refreshToken) };
}

/** Whether this browser holds a session, as far as the cookies tell before any call (it may have expired). */
export function hasSession(): boolean {
  const { accessToken, refreshToken } = getTokens();
  return Boolean(accessToken || refreshToken);
}

export function setTokens(accessToken: string, refreshToken: string): void {
  writeCookie(COOKIE.accessToken, accessToken);
  writeCookie(COOKIE.refreshToken, refreshToken);
}

export function clearTokens(): void {
  removeCookie(COOKIE.accessToken);
  removeCookie(COOKIE.refreshToken);
}

/** Everything a signed-in session leaves behind, including the social sign-in's tokens. */
export function clearSessionCookies(): void {
  clearTokens();
  removeCookie(COOKIE.accessTokenVK);
  removeCookie(COOKIE.refreshTokenVK);
  removeCookie(COOKIE.codeVerifierVK);
}

export function readThemeCookie(): ThemeMode | undefined {
  const value = readCookie(COOKIE.theme);
  return value === 'dark' || value === 'light' ? value : undefined;
}

export function writeThemeCookie(mode: ThemeMode): void {
  writeCookie(COOKIE.theme, mode);
}
