import type { User } from '@school/contract';
import { createContext, useContext, useDeferredValue } from 'react';
import { selectLoading, selectUserLoaded } from '../../../lib/global-slice';
import { useAppSelector } from '../../../lib/hooks';
import { sessionApi } from '../api';

/*
 * The session's state reaches components deferred: the turn from the skeleton to the page (or back) is
 * the heaviest render of a visit, and a store change alone would make it one task that blocks the browser. Deferred,
 * React first keeps what is on screen, then renders the page in the background in short slices, between which
 * the browser still answers taps and paints.
 */

/** True inside a signed-in page's PageBehindSkeleton: its user is known there from the user call's answer on. */
export const BehindSkeletonContext = createContext(false);

/** The signed-in user, or undefined while loading, when anonymous and after a refused refresh. */
export function useCurrentUser(): User | undefined {
  const userLoaded = useDeferredValue(useAppSelector(selectUserLoaded));
  const behindSkeleton = useContext(BehindSkeletonContext);
  /* Not deferred: it arrives before the turn (the skeleton's 0.6 s), and a saved profile shows at once. */
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  return userLoaded || behindSkeleton ? data : undefined;
}

/** True until the session is known: the health check and, for a signed-in visitor, the user. */
export function useSessionLoading(): boolean {
  return useDeferredValue(useAppSelector(selectLoading));
}

/**
 * The user whose page can start behind the skeleton: the user call has answered, the 0.6 s skeleton of
 * platform.md section 4 is still on. Never a banned account (the ban dialog comes instead). Deferred like the
 * rest, so that the page mounts in short slices too.
 */
export function useArrivingUser(): User | undefined {
  const loading = useSessionLoading();
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  const user = useDeferredValue(data);
  return loading && user && !user.isBanned ? user : undefined;
}
