import { QueryStatus } from '@reduxjs/toolkit/query';
import { selectLoading } from '../features/session';
import { api } from '../lib/api';
import type { AppStore } from './store';

/** How long the first render waits for a slow call before it starts anyway. */
export const FIRST_RENDER_WAIT_MS = 1000;

export interface FirstRenderOptions {
  store: AppStore;
  /** Settles once the route's page module is in (or failed): until then the app would draw nothing over the first paint. */
  pageLoad: Promise<unknown>;
  /** The first paint is the anonymous home itself: the app waits for the session too, not to draw the skeleton over it. */
  waitForSession: boolean;
  render: () => void;
  maxWaitMs?: number;
}

/**
 * Calls `render` once, when the app can take the first paint's place. Besides the page's module and, where the first
 * paint is the anonymous home, the session, that is once the calls under way have answered (the user, the health
 * check, the page's first calls, which leave when the user answers): an answer that lands while React renders the
 * app in slices throws that render away, since a store value read during it changed before it committed, and React
 * renders the whole tree once more in one task (a torn render: 50-120 ms of main thread on a slow host, in most loads
 * of /settings and /admin/users). A call slower than `maxWaitMs` after the module is in no longer holds it back.
 */
export function renderWhenSettled({
  store,
  pageLoad,
  waitForSession,
  render,
  maxWaitMs = FIRST_RENDER_WAIT_MS,
}: FirstRenderOptions): void {
  let pageLoaded = false;
  let waitedEnough = false;
  let rendered = false;
  const callsUnderWay = () =>
    Object.values(store.getState()[api.reducerPath].queries).some((query) => query?.status === QueryStatus.pending);
  const ready = () =>
    pageLoaded && !(waitForSession && selectLoading(store.getState())) && (waitedEnough || !callsUnderWay());
  const renderOnceReady = () => {
    if (rendered || !ready()) return;
    rendered = true;
    stopStore();
    render();
  };
  /* A task later: when the user answers, the session's own actions reach the subscribers at once (RTK batches only
     its calls' actions, to the next frame), and the page's first calls leave after them, from a promise callback. */
  const checkSoon = () => setTimeout(renderOnceReady, 0);
  const stopStore = store.subscribe(checkSoon);
  void pageLoad.then(() => {
    pageLoaded = true;
    setTimeout(() => {
      waitedEnough = true;
      renderOnceReady();
    }, maxWaitMs);
    checkSoon();
  });
}
