import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@school/contract';
import type { AppDispatch } from './hooks';

/** A call a page shows first: RTK Query's `util.prefetch(...)`, or a thunk that dispatches one. */
export type FirstCall = ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * The calls a page shows first, for the viewer who opens it, asked for the moment the user is known. Without
 * them a signed-in page asks for its data only once it has rendered (behind the session's skeleton, in short
 * slices): 0.1-0.4 s after the user's answer on a fast machine, four times that on a slow phone. Only calls the
 * page makes for that viewer anyway, with the same arguments, so the page's own hooks find them under way: a
 * call the viewer may not make would end in an error toast.
 */
export type FirstCalls = (viewer: User) => readonly FirstCall[];

let start: ((calls: FirstCalls) => void) | undefined;
/* A module's calls go out once: its route's loader, a preload and its first render may each meet it. */
const started = new WeakSet<FirstCalls>();

/**
 * main.tsx, once a page load: `userAnswered` settles when the load's user call has answered (at once for a visitor
 * without a session), and a page's first calls then go to `dispatch` for the user `viewer` reads at that moment: a
 * page opened later finds the user of then (signed in since, or with other roles). Stories and tests do not call
 * it: their pages ask for their data from their hooks, as always.
 */
export function startFirstCallsFor(
  userAnswered: PromiseLike<unknown>,
  viewer: () => User | undefined,
  dispatch: AppDispatch,
) {
  start = (calls) =>
    void Promise.resolve(userAnswered).then(() => {
      const user = viewer();
      // A banned account gets the ban dialog, not its page.
      if (!user || user.isBanned) return;
      for (const call of calls(user)) void dispatch(call);
    });
}

/** A page's module, once loaded: its first calls go out when the user is known (at once if it is already). */
export function startFirstCalls(calls: FirstCalls) {
  if (!start || started.has(calls)) return;
  started.add(calls);
  start(calls);
}
