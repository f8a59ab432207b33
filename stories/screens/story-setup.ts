/**
 * What every screen story sets up around the page: cookies, the mock handlers in front of the shared
 * happy path, and full-page navigations recorded instead of leaving the story.
 */
import { handlers } from '@school/mocks';
import type { RequestHandler } from 'msw';
import type { within } from 'storybook/test';
import { browser } from '../../app/src/lib/browser';

/** The queries of a story's canvas (or of a dialog in it) that the stories' helpers take. */
export type Canvas = ReturnType<typeof within>;

/** `parameters.msw` with `extra` in front of the shared happy path. */
export const withHandlers = (...extra: RequestHandler[]) => ({
  msw: { handlers: { default: [...extra, ...handlers] } },
});

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
