import { useCallback, useSyncExternalStore } from 'react';

/** The media query of '@media (...)' or '(...)', as matchMedia takes it. */
const bare = (query: string) => query.replace(/^@media\s*/, '');

/**
 * Whether a media query matches now, outside React (a route's loader); undefined where there is no matchMedia
 * (Node, where the build loads the pages to list their files). Accepts '@media (...)' too.
 */
export function mediaMatches(query: string): boolean | undefined {
  return globalThis.matchMedia?.(bare(query)).matches;
}

/**
 * Whether a media query matches now; re-renders when it changes. Accepts '@media (...)' too. False where there is no
 * matchMedia (jsdom), as on the server: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  const q = bare(query);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(q);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [q],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(q) ?? false,
    () => false,
  );
}
