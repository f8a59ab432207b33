import { useEffect, useState } from 'react';
import { whenIdleAfter } from '../../../lib/browser';
import { useSessionLoading } from './use-current-user';

/** How long after the page has shown its deferred pieces wait for an idle moment. */
const AFTER_PAGE_SHOWN_MS = 1000;

/**
 * True from the first idle moment a second after the page has shown (the session loaded, the skeleton gone) and
 * from then on. For files a visitor needs soon but not on the first screen (the closed profile drawer, the
 * dashboard's month on a phone): on a slow line they would otherwise take a share of the page's first seconds
 * from the page's own files, and an idle moment right after the turn can come before the page is on screen.
 */
export function useAfterPageShown(): boolean {
  const loading = useSessionLoading();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (loading || after) return;
    return whenIdleAfter(AFTER_PAGE_SHOWN_MS, () => setAfter(true));
  }, [loading, after]);
  return after;
}
