import { useLayoutEffect } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

/* Where each history entry of this tab was scrolled to, by the router's key of the entry. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top, or at its #anchor; back and forward return to where the entry was left. Runs when
 * the page of `shown` is committed, before it is painted; `navigationType` is how the visitor came to it.
 */
export function useScrollRestoration(shown: Location, navigationType: NavigationType) {
  const { key, hash } = shown;
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
    // Once per history entry: a render of the same entry leaves the scroll alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
