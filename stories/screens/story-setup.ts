/**
 * What every screen story sets up around the page: its meta's parameters (a whole page, the screens'
 * Chromatic modes, the mock handlers, the windows it opens in), cookies, and full-page navigations
 * recorded instead of leaving the story.
 */
import { handlers } from '@school/mocks';
import type { RequestHandler } from 'msw';
import type { within } from 'storybook/test';
import { screenModes } from '../../.storybook/modes';
import { browser } from '../../app/src/lib/browser';

/** The queries of a story's canvas (or of a dialog in it) that the stories' helpers take. */
export type Canvas = ReturnType<typeof within>;

/** `parameters.msw` with `extra` in front of the shared happy path. */
export const withHandlers = (...extra: RequestHandler[]) => ({
  msw: { handlers: { default: [...extra, ...handlers] } },
});

/** A `beforeEach` of a screen story's meta; what it returns undoes it. */
export type StorySetUp = () => (() => void) | void;

/** A size the viewport toolbar offers a screen story; its baselines are drawn at it. */
export interface ScreenWindow {
  name: string;
  styles: { width: string; height: string };
  type: 'desktop' | 'mobile';
}

export const desktopWindow = (width: number, height: number): ScreenWindow => ({
  name: `Desktop ${width}`,
  styles: { width: `${width}px`, height: `${height}px` },
  type: 'desktop',
});

/** The spec's smallest supported width, 360 px. */
export const phoneWindow = (height: number): ScreenWindow => ({
  name: 'Phone 360',
  styles: { width: '360px', height: `${height}px` },
  type: 'mobile',
});

/** The two widths for layout checks: a 1366 x 768 laptop and a 360 px phone. */
export const LAYOUT_WINDOWS = { laptop: desktopWindow(1366, 768), phone: phoneWindow(780) };

/** `globals` that open the story in the viewport `name` (the meta's windows or the preview's). */
export const inWindow = (name: string) => ({ viewport: { value: name, isRotated: false } });

export interface ScreenMetaOptions {
  /** The windows the stories may open in; the first is the one they open in unless a story picks another. */
  windows?: Record<string, ScreenWindow>;
  /** Handlers every story of the file puts in front of the happy path (a story's own `withHandlers` replaces them). */
  handlers?: RequestHandler[];
}

/**
 * What a screen story's meta holds besides its title, component and set-up. A meta takes it as
 * `...base, parameters: { ...base.parameters }`: Storybook adds the meta's doc comment to the
 * meta's own `parameters` literal at build time, and without one it would write a `parameters` of
 * its own over the spread one.
 */
export function screenMeta({ windows, handlers: fileHandlers = [] }: ScreenMetaOptions = {}) {
  const opensIn = windows && Object.keys(windows)[0];
  return {
    ...(opensIn && { globals: inWindow(opensIn) }),
    parameters: {
      frame: 'page',
      chromatic: { modes: screenModes },
      ...withHandlers(...fileHandlers),
      ...(windows && { viewport: { options: windows } }),
    },
  };
}

/**
 * Wraps a play function so that `cleanup` runs when it ends, passed or failed: a fake clock goes then,
 * so the page stays frozen as the play left it while Storybook and the visual check (which wait on
 * timers) carry on.
 */
export const cleanUpAfterPlay =
  (cleanup: () => void) =>
  <Context>(play: (context: Context) => Promise<void>) =>
  async (context: Context): Promise<void> => {
    try {
      await play(context);
    } finally {
      cleanup();
    }
  };

/** Sets cookies for the story; the returned function removes them (a `beforeEach` may return it). */
export function withCookies(values: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(values)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  return () => {
    for (const name of Object.keys(values)) document.cookie = `${name}=; path=/; max-age=0`;
  };
}

export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/** Full-page navigations (sign-in reload, sign-out to /, redirects home) in the order the page asked. */
export const navigations: string[] = [];

/* Taken once: on a docs page several stories capture at once and clean up in any order. */
const { assign, reload } = browser;

/** Records full-page navigations instead of leaving the story; the returned function stops it. */
export function captureNavigations(): () => void {
  navigations.length = 0;
  browser.assign = (url) => void navigations.push(url);
  browser.reload = () => void navigations.push('reload');
  return () => {
    browser.assign = assign;
    browser.reload = reload;
  };
}
