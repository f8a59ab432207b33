import { readThemeCookie, type ThemeMode } from './cookies';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemThemeMode(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The `theme` cookie wins; without one the system preference decides. */
export function initialThemeMode(): ThemeMode {
  return readThemeCookie() ?? systemThemeMode();
}

/** Calls back when the system preference changes; returns the unsubscribe. */
export function onSystemThemeChange(callback: (mode: ThemeMode) => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => callback(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
