import type { User } from '@school/contract';
import { useDeferredValue } from 'react';
import { selectLoading, selectUserLoaded } from '../../../lib/global-slice';
import { useAppSelector } from '../../../lib/hooks';
import { sessionApi } from '../api';

/*
 * The session's state reaches components deferred: the turn from the skeleton to the page (or back) is
 * the heaviest render of a visit, and a store change alone would make it one task that blocks the browser. Deferred,
 * React first keeps what is on screen, then renders the page in the background in short slices, between which
 * the browser still answers taps and paints.
 */

/** The signed-in user, or undefined while loading, when anonymous and after a refused refresh. */
export function useCurrentUser(): User | undefined {
  const userLoaded = useDeferredValue(useAppSelector(selectUserLoaded));
  /* Not deferred: it arrives before the turn (the skeleton's 0.6 s), and a saved profile shows at once. */
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  return userLoaded ? data : undefined;
}

/** True until the session is known: the health check and, for a signed-in visitor, the user. */
export function useSessionLoading(): boolean {
  return useDeferredValue(useAppSelector(selectLoading));
}
