import type { User } from '@school/contract';
import { createContext, useContext } from 'react';
import { sessionApi } from '../api';

/*
 * The session's state reaches components deferred: the turn from the skeleton to the page (or back) is
 * the heaviest render of a visit, and a store change alone would make it one task that blocks the browser. Deferred,
 * React first keeps what is on screen, then renders the page in the background in short slices, between which
 * the browser still answers taps and paints.
 *
 * One deferred view for the whole app (SessionView, in AppProvider), not one per component: a component that
 * mounts while the deferred render is pending (a page whose file just arrived) would otherwise take the new
 * state at once and show a page the shell around it has not turned to yet, such as the sign-in message without
 * the app bar's 'Войти'.
 */
export interface SessionViewState {
  /** True until the session is known: the health check and, for a signed-in visitor, the user. */
  loading: boolean;
  /** The user call has answered with an account that may use the app. */
  userLoaded: boolean;
  /** The user call's answer. */
  user: User | undefined;
}

export const SessionViewContext = createContext<SessionViewState | null>(null);

function useSessionView(): SessionViewState {
  const view = useContext(SessionViewContext);
  if (!view) throw new Error('The session hooks need SessionView around them (AppProvider holds it)');
  return view;
}

/** True inside a signed-in page's PageBehindSkeleton: its user is known there from the user call's answer on. */
export const BehindSkeletonContext = createContext(false);

/** The signed-in user, or undefined while loading, when anonymous and after a refused refresh. */
export function useCurrentUser(): User | undefined {
  const { userLoaded } = useSessionView();
  const behindSkeleton = useContext(BehindSkeletonContext);
  /* Not deferred: it arrives before the turn (the skeleton's 0.6 s), and a saved profile shows at once. */
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  return userLoaded || behindSkeleton ? data : undefined;
}

/** True until the session is known: the health check and, for a signed-in visitor, the user. */
export function useSessionLoading(): boolean {
  return useSessionView().loading;
}

/**
 * The user whose page can start behind the skeleton: the user call has answered, the 0.6 s skeleton of
 * platform.md section 4 is still on. Never a banned account (the ban dialog comes instead). Deferred like the
 * rest, so that the page mounts in short slices too.
 */
export function useArrivingUser(): User | undefined {
  const { loading, user } = useSessionView();
  return loading && user && !user.isBanned ? user : undefined;
}
