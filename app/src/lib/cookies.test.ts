import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../testing/cookies';
import {
  clearSessionCookies,
  cookieAttributes,
  getTokens,
  readCookie,
  readThemeCookie,
  removeCookie,
  setTokens,
  writeCookie,
} from './cookies';

beforeEach(() => clearAllCookies());

describe('cookies', () => {
  it('are SameSite=Lax for 7 days on the whole site, Secure only over https', () => {
    expect(cookieAttributes('http:')).toEqual({ expires: 7, path: '/', sameSite: 'Lax', secure: false });
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

  it('give back a value with separators, spaces and Cyrillic exactly as written, and forget it when removed', () => {
    writeCookie('state', 'a;b=c, д %');
    expect(readCookie('state')).toBe('a;b=c, д %');
    removeCookie('state');
    expect(readCookie('state')).toBeUndefined();
  });

  it('tell a name from a longer one that starts with it (accessToken, accessTokenVK)', () => {
    writeCookie('accessTokenVK', 'vk-1');
    expect(getTokens().accessToken).toBeUndefined();
    writeCookie('accessToken', 'access-1');
    expect(readCookie('accessToken')).toBe('access-1');
    expect(readCookie('accessTokenVK')).toBe('vk-1');
  });

  it('read a value js-cookie wrote (some characters left unescaped) and take a malformed one as absent', () => {
    document.cookie = 'deviceId=a%3Bb#c$d; path=/';
    expect(readCookie('deviceId')).toBe('a;b#c$d');
    document.cookie = 'tempuserId=%E0%A4%A; path=/';
    expect(readCookie('tempuserId')).toBeUndefined();
  });
});
