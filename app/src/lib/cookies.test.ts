import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../testing/cookies';
import { clearSessionCookies, cookieAttributes, getTokens, readThemeCookie, setTokens, writeCookie } from './cookies';

beforeEach(() => clearAllCookies());

describe('cookies', () => {
  it('are SameSite=Lax for 7 days (Max-Age, from the browser’s clock) on the whole site, Secure only over https', () => {
    expect(cookieAttributes('http:')).toEqual({ 'max-age': '604800', path: '/', sameSite: 'Lax', secure: false });
    expect(cookieAttributes('https:')).toMatchObject({ sameSite: 'Lax', secure: true });
  });

  it('keep the token pair and forget it with the social tokens on sign-out', () => {
    setTokens('access-1', 'refresh-1');
    writeCookie('accessTokenVK', 'vk-1');
    expect(getTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    clearSessionCookies();

    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(document.cookie).not.toContain('accessTokenVK');
  });

  it('read only light or dark as a theme', () => {
    writeCookie('theme', 'purple');
    expect(readThemeCookie()).toBeUndefined();
    writeCookie('theme', 'dark');
    expect(readThemeCookie()).toBe('dark');
  });
});
