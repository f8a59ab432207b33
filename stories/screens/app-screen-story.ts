/**
 * Helpers of the stories that render the whole app (AppScreen: shell, session, home page): signed-in
 * cookies, a fake clock for the debounced checks, and waits in real time (MSW answers in real time).
 */
import { withGlobal } from '@sinonjs/fake-timers';
import { accessTokenFor, FIXTURE_NOW, refreshTokenFor } from '@school/mocks';
import { installPageClock, tickClock, type Clock } from '@school/mocks/testing/clock';
import type { User } from '@school/contract';
import type { Meta } from '@storybook/react-vite';
import { AppScreen } from '../../app/src/testing/app-screen';
import { eventually, realDelay } from './real-time';
import { captureNavigations, navigations, readCookie, withCookies, withHandlers } from './story-setup';

export type { Canvas } from './story-setup';
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

/**
 * What every whole-app story's meta shares: the app at '/', set up by `screenStoryLifecycle`. Each meta
 * still writes its own `parameters: { frame: 'page' }`: Storybook puts the meta's doc comment into
 * `parameters.docs` at build time and would replace a `parameters` that came in by spread.
 */
export const appScreenMeta = {
  component: AppScreen,
  args: { path: '/' },
  beforeEach: screenStoryLifecycle,
  /* the desktop shell whatever the window; phone stories set `phone` */
  globals: { viewport: { value: 'screenDesktop', isRotated: false } },
} satisfies Meta<typeof AppScreen>;
