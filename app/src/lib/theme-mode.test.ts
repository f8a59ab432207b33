import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies } from '../testing/cookies';
import { writeThemeCookie } from './cookies';
import { initialThemeMode } from './theme-mode';

/* jsdom has no matchMedia: the system preference is the environment, given per test. */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('initial theme', () => {
  it('given the theme cookie dark / is dark even when the system prefers light', () => {
    systemPrefersDark(false);
    writeThemeCookie('dark');
    expect(initialThemeMode()).toBe('dark');
  });

  it('given the theme cookie light / is light even when the system prefers dark', () => {
    systemPrefersDark(true);
    writeThemeCookie('light');
    expect(initialThemeMode()).toBe('light');
  });

  it('given no cookie / follows the system preference', () => {
    systemPrefersDark(true);
    expect(initialThemeMode()).toBe('dark');
    systemPrefersDark(false);
    expect(initialThemeMode()).toBe('light');
  });
});
