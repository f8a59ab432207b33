/**
 * Helpers of the stories that render the whole app (AppScreen: shell, session, home page): signed-in
 * cookies, a fake clock for the debounced checks, and waits in real time (MSW answers in real time).
 */
import { withGlobal } from '@sinonjs/fake-timers';
import { accessTokenFor, FIXTURE_NOW, refreshTokenFor } from '@school/mocks';
import { installPageClock, tickClock, type Clock } from '@school/mocks/testing/clock';
import type { User } from '@school/contract';
import type { Meta } from '@storybook/react-vite';
import { fireEvent } from 'storybook/test';
import { AppScreen } from '../../app/src/testing/app-screen';
import { eventually, realDelay } from './real-time';
import {
  captureNavigations,
  cleanUpAfterPlay,
  inWindow,
  navigations,
  readCookie,
  screenMeta,
  withCookies,
  withHandlers,
  type ScreenMetaOptions,
  type StorySetUp,
} from './story-setup';

export type { Canvas } from './story-setup';
export { desktopWindow, inWindow, LAYOUT_WINDOWS, phoneWindow } from './story-setup';
export { eventually, navigations, readCookie, realDelay, withCookies, withHandlers };

const COOKIE_NAMES = ['accessToken', 'refreshToken', 'tempuserId', 'theme'];

export function clearCookies() {
  for (const name of COOKIE_NAMES) document.cookie = `${name}=; path=/; max-age=0`;
}

/** A `beforeEach` that signs the story in as `user` (the mocks map `token-<username>` back to them). */
export const signedInAs =
  (user: Pick<User, 'username'>, accessToken = accessTokenFor(user)) =>
  () => {
    withCookies({ accessToken, refreshToken: refreshTokenFor(user) });
    return clearCookies;
  };

let clock: Clock | undefined;
let dateClock: Clock | undefined;
let frozenAt: number | undefined;
/* Stories holding the frozen date: a docs page renders several at once, and one frozen Date serves them all. */
let dateHolders = 0;

/**
 * Fixes `new Date()` and `Date.now()` at `now` (calendars mark today); timers keep real time. The
 * stories of one docs page share it; it thaws when the last of them is cleaned up.
 */
export function freezeDate(now: number): () => void {
  dateHolders += 1;
  if (dateHolders === 1) {
    frozenAt = now;
    dateClock = withGlobal(globalThis).install({ now, toFake: ['Date'] });
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    dateHolders -= 1;
    if (dateHolders > 0) return;
    uninstallClock();
    dateClock?.uninstall();
    dateClock = undefined;
    frozenAt = undefined;
  };
}

/**
 * Freezes the page's timers too (debounces), so a story moves them with `tick`. Only from a play
 * (docs pages run none): every story on a docs page would wait on a clock nobody moves.
 */
export function installClock(): () => void {
  uninstallClock();
  dateClock?.uninstall();
  dateClock = undefined;
  clock = installPageClock(frozenAt ?? Date.now());
  return uninstallClock;
}

export function uninstallClock() {
  if (!clock) return;
  clock.uninstall();
  clock = undefined;
  if (frozenAt !== undefined) dateClock = withGlobal(globalThis).install({ now: frozenAt, toFake: ['Date'] });
}

/**
 * Sets a field's value as typing would; on the fake clock user-event's own waits never end, so fields
 * change through fireEvent, which React sees as typing.
 */
export const fillIn = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Wraps a play function: when it ends, passed or failed, the clock goes. */
export const withClock = cleanUpAfterPlay(uninstallClock);

export const tick = (ms: number): Promise<void> => tickClock(clock, ms);

/**
 * `beforeEach` of every screen story: no cookies, the day frozen at the fixtures' date (the calendars
 * mark today, so screenshots stay the same), navigations recorded; all undone afterwards.
 */
export function screenStoryLifecycle(): () => void {
  clearCookies();
  const restoreDate = freezeDate(FIXTURE_NOW);
  const restoreNavigations = captureNavigations();
  return () => {
    uninstallClock();
    restoreNavigations();
    restoreDate();
    clearCookies();
  };
}

export interface AppScreenMetaOptions extends ScreenMetaOptions {
  /** The URL the app opens at. */
  path?: string;
  /** Who is signed in; nobody if left out. */
  viewer?: Pick<User, 'username'>;
  /** `beforeEach`s after the screen's own and the viewer's (a stand-in SDK, say). */
  setUp?: StorySetUp[];
}

/**
 * A whole-app story's meta but its title: the app at `path`, set up by `screenStoryLifecycle`, on the
 * desktop shell whatever the window unless `windows` says otherwise (phone stories set `phone`).
 */
export function appScreenMeta({ path = '/', viewer, setUp = [], ...screen }: AppScreenMetaOptions = {}) {
  return {
    component: AppScreen,
    args: { path },
    beforeEach: [screenStoryLifecycle, ...(viewer ? [signedInAs(viewer)] : []), ...setUp],
    globals: inWindow('screenDesktop'),
    ...screenMeta(screen),
  } satisfies Meta<typeof AppScreen>;
}
