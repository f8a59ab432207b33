/**
 * Shared by the registration and recovery screen stories: the real page with a fresh store and a
 * memory router, a fake clock for the wizard's pauses and countdown, and waits that use real time
 * (the mock network answers in real time while the page's own timers wait for the clock).
 */
import { FIXTURE_NOW } from '@school/mocks';
import { installPageClock, tickClock, type Clock } from '@school/mocks/testing/clock';
import type { Meta } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { userEvent } from 'storybook/test';
import { createAppStore } from '../../app/src/app/store';
import { SessionView } from '../../app/src/features/session';
import { eventually, realDelay } from './real-time';
import {
  captureNavigations,
  cleanUpAfterPlay,
  inWindow,
  screenMeta,
  type ScreenMetaOptions,
  type StorySetUp,
} from './story-setup';

export type { Canvas } from './story-setup';
export {
  desktopWindow,
  inWindow,
  LAYOUT_WINDOWS,
  navigations,
  phoneWindow,
  withCookies,
  withHandlers,
} from './story-setup';
export { eventually };

/**
 * Waits in real time until a call to `path` (under /server) started after `since` has been
 * answered, then lets the page take the answer. Resource Timing sees calls answered by MSW's
 * service worker too, so stories need no hook in the page.
 */
export async function answered(path: string, since: number): Promise<void> {
  await eventually(() => {
    const done = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
      .some(
        (entry) =>
          new URL(entry.name).pathname === `/server${path}` && entry.startTime >= since && entry.responseEnd > 0,
      );
    if (!done) throw new Error(`${path} has not been answered yet`);
  });
  await realDelay(30);
}

let clock: Clock | undefined;
/* Delays of the timers the page scheduled and no story step has waited for yet. */
let scheduled: number[] = [];

/**
 * Freezes time at `now` for the page: its pauses (0.6 s, 0.3 s, 1 s debounce, 1.2 s redirect) and
 * the countdown move only with `tick`, so stories and their screenshots are the same every run.
 */
export function installClock(now: number): () => void {
  uninstallClock();
  const installed = installPageClock(now);
  clock = installed;
  scheduled = [];
  const fakeSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = Object.assign(
    (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      scheduled.push(ms ?? 0);
      return fakeSetTimeout(handler, ms, ...args);
    },
    /* Storybook's testing-library wrapper ends every user event by awaiting setTimeout(0); it
       advances fake timers only when they look like Jest's (a `clock` on setTimeout, a `jest`). */
    { clock: installed },
  ) as unknown as typeof setTimeout;
  jestShim.advanceTimersByTime = (ms: number) => void installed.tick(ms);
  Reflect.set(globalThis, 'jest', jestShim);
  return uninstallClock;
}

const jestShim = { advanceTimersByTime: (_ms: number) => {} };

export function uninstallClock(): void {
  clock?.uninstall();
  clock = undefined;
  if (Reflect.get(globalThis, 'jest') === jestShim) Reflect.deleteProperty(globalThis, 'jest');
}

/**
 * Waits in real time until the page has started a timer of `ms` (after a network answer, say), so
 * the following `tick` starts counting from the same point on every run.
 */
export async function timerStarted(ms: number): Promise<void> {
  await eventually(() => {
    const index = scheduled.indexOf(ms);
    if (index === -1) throw new Error(`the page has not started a ${ms} ms timer (started: ${scheduled.join(', ')})`);
    scheduled.splice(index, 1);
  });
}

/** Lets the page run its effects (which start its timers) in real time. */
export const settle = () => realDelay(50);

/** Keys and clicks without the real-time pauses between them: the page's own timers run on the fake clock. */
export const user = () => userEvent.setup({ delay: null });

/** Moves the fake clock on and runs what fell due, letting promises settle in between. */
export const tick = (ms: number): Promise<void> => tickClock(clock, ms);

/** Wraps a play function: when it ends, passed or failed, the clock goes. */
export const withClock = cleanUpAfterPlay(uninstallClock);

/**
 * `beforeEach` of the registration and recovery stories: the clock frozen at the fixtures' date and
 * navigations recorded; both undone afterwards. Resource timings of earlier stories are dropped so
 * `answered` never reads a stale entry (the buffer holds 250). A docs page shows several stories at
 * once and runs none of their plays, so there the pages keep real time (one fake clock for all would
 * stop every story on the page, Storybook's own waits included).
 */
export function pageStoryLifecycle({ viewMode }: { viewMode?: string } = {}): () => void {
  performance.clearResourceTimings();
  const restoreNavigations = captureNavigations();
  if (viewMode === 'docs') return restoreNavigations;
  const restoreClock = installClock(FIXTURE_NOW);
  return () => {
    restoreNavigations();
    restoreClock();
  };
}

export interface PageStoryProps {
  /** The URL the memory router starts at. */
  path: string;
  /** The page's route; a stub home page and settings page are added to show where it leads. */
  route: RouteObject;
}

/** The page as the app mounts it: a fresh store and router per render. */
export function PageStory({ path, route }: PageStoryProps): ReactElement {
  const [store] = useState(() => createAppStore());
  const [router] = useState(() =>
    createMemoryRouter(
      [
        route,
        {
          path: '/',
          element: (
            <main>
              <h1>Главная страница</h1>
            </main>
          ),
        },
        {
          path: '/settings',
          element: (
            <main>
              <h1>Личный кабинет</h1>
            </main>
          ),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <Provider store={store}>
      <SessionView>
        <RouterProvider router={router} />
      </SessionView>
    </Provider>
  );
}

export interface PageStoryMetaOptions extends PageStoryProps, ScreenMetaOptions {
  /** `beforeEach`s after the page's own. */
  setUp?: StorySetUp[];
}

/**
 * A registration or recovery story's meta but its title: the page at `path`, set up by
 * `pageStoryLifecycle`, in the desktop layout whatever the window unless `windows` says otherwise
 * (phone stories set `phone`).
 */
export function pageStoryMeta({ path, route, setUp = [], ...screen }: PageStoryMetaOptions) {
  return {
    component: PageStory,
    args: { path, route },
    beforeEach: [pageStoryLifecycle, ...setUp],
    globals: inWindow('screenDesktop'),
    ...screenMeta(screen),
  } satisfies Meta<typeof PageStory>;
}
