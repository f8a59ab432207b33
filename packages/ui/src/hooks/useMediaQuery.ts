import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; re-renders when it changes. Accepts '@media (...)' too. */
export function useMediaQuery(query: string): boolean {
  const q = query.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(q);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [q],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(q).matches,
    () => false,
  );
}
