/**
 * What the course editor's and the students page's stories share: the windows they open in, a clean slate of
 * drafts (the editor keeps them in localStorage, which outlives a story), and waiting for a page to arrive.
 */
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect } from 'storybook/test';
import { desktopWindow, phoneWindow, type Canvas } from '../app-screen-story';

/** A 1280 x 900 desktop and a 360 px phone: the screenshots stay one screen high. */
export const COURSE_WINDOWS = { courseDesktop: desktopWindow(1280, 900), coursePhone: phoneWindow(740) };
export const onPhone = { viewport: { value: 'coursePhone', isRotated: false } };

const DRAFT_PREFIX = 'draft:course:';

function clearCourseDrafts() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
  }
}

/** A `beforeEach`: no course drafts before the story, none left after it. */
export function noCourseDrafts(): () => void {
  clearCourseDrafts();
  return clearCourseDrafts;
}

/** Leaves the draft a reload would find: what the editor wrote before the page was reloaded. */
export const writeCourseDraft = (courseId: string, version: number, value: unknown) =>
  window.localStorage.setItem(`${DRAFT_PREFIX}${courseId}:${version}`, JSON.stringify({ savedAt: Date.now(), value }));

export const readCourseDraft = (courseId: string, version: number): unknown => {
  const text = window.localStorage.getItem(`${DRAFT_PREFIX}${courseId}:${version}`);
  return text ? (JSON.parse(text) as { value: unknown }).value : null;
};

/** The page once its level-1 heading is on screen. */
export async function openPage(canvas: Canvas, heading: string | RegExp): Promise<void> {
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 6000 })).toBeVisible();
}

/**
 * The page in one window's height: the editor runs to thousands of pixels, and a baseline of it would be mostly
 * the same rows again. What lies below the fold is still there for the play (scrolled to where a story looks).
 */
export const oneScreen: Decorator = (Story) =>
  createElement('div', { style: { height: '100vh', overflow: 'hidden' } }, createElement(Story));
