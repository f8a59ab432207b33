import { COOKIE_LIFETIME_DAYS, COOKIES, type ThemeName } from '@school/contract';

export const COOKIE = COOKIES;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];
export type ThemeMode = ThemeName;

export interface CookieAttributes {
  /** Days from now. */
  expires: number;
  path: string;
  sameSite: 'Lax';
  secure: boolean;
}

/** Attributes of every cookie we write. */
export function cookieAttributes(
  protocol: string = typeof window === 'undefined' ? 'http:' : window.location.protocol,
): CookieAttributes {
  return {
    expires: COOKIE_LIFETIME_DAYS,
    path: '/',
    sameSite: 'Lax',
    // Over plain http (local development, tests) a Secure cookie would be dropped by the browser.
    secure: protocol === 'https:',
  };
}

/*
 * document.cookie by hand rather than a cookie library in every visitor's first download (issue 16): our
 * names are plain words, and values are URI-encoded on the way in and decoded on the way out, which also
 * reads what js-cookie wrote before.
 */
export function readCookie(name: CookieName): string | undefined {
  // The build renders the first paint in Node (app/prerender.tsx), where no visitor has cookies.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.slice(prefix.length)) || undefined;
  } catch {
    // Not written by us (a malformed escape): as good as absent.
    return undefined;
  }
}

function setCookie(name: CookieName, value: string, expires: Date, attributes: CookieAttributes): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=${attributes.path}` +
    `; samesite=${attributes.sameSite}${attributes.secure ? '; secure' : ''}`;
}

export function writeCookie(name: CookieName, value: string): void {
  const attributes = cookieAttributes();
  setCookie(name, value, new Date(Date.now() + attributes.expires * 86_400_000), attributes);
}

export function removeCookie(name: CookieName): void {
  setCookie(name, '', new Date(0), cookieAttributes());
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
