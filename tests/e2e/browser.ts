import { API_PREFIX } from '@school/contract';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { signIn } from '../support/platform.ts';

export const baseUrl = () => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions(),
    headless: true,
  });
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 360, height: 640 };
/** The laptop and the phone of issue 40's overlays. */
export const LAPTOP: Viewport = { width: 1366, height: 768 };
export const TALL_PHONE: Viewport = { width: 360, height: 740 };

/** A fresh context and page; `url` defaults to the server the global setup started. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  cookies: Record<string, string> = {},
  url: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU', baseURL: url });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the UI: 'Войти', the 'Вход' dialog, Enter in the password field. */
export async function signInThroughDialog(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Логин').fill(username);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByLabel('Пароль', { exact: true }).press('Enter')]);
}

/** Tokens straight from the API, for journeys that are not about signing in. */
export const tokensFor = (username: string, password: string): Promise<Record<string, string>> =>
  signIn(baseUrl(), { username, password });

/** True when the page is wider than the viewport (something sticks out sideways). */
export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The names of the built files (under /assets/) the page asks for, in the order it asks. */
export function assetRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) files.push(pathname.slice('/assets/'.length));
  });
  return files;
}

/** Whether the page has asked for a built file starting with each prefix (`calendar-page-`), in `files` of assetRequests. */
export const askedForAll = (files: readonly string[], prefixes: readonly string[]) =>
  prefixes.every((prefix) => files.some((file) => file.startsWith(prefix)));

/** The calls to the API route `path` (`routes.refreshToken.path`) the page makes, as they leave. */
export function apiCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${API_PREFIX}${path}`) calls.push(request.url());
  });
  return calls;
}

/** Holds back the built file whose name starts with `prefix` (`home-page-`) until the returned call lets it go. */
export async function holdAsset(page: Page, prefix: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${prefix}[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Whether `element` is wholly inside the window and is what a click at its centre hits: not covered
 * (a backdrop, a dialog's footer), not clipped by a scrolling box, not inert behind a modal dialog.
 */
export const isOnTopInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.width > 0 && inside && hit !== null && node.contains(hit);
  });

/**
 * The options of the open list `name` a user could not see or click (see isOnTopInView), each
 * brought into the list's own view first (a long list scrolls inside itself); [] when all are fine.
 */
export async function optionsOutOfReach(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('listbox', { name });
  /* hidden until placed against its field */
  await list.waitFor();
  const out: string[] = [];
  for (const option of await list.getByRole('option').all()) {
    await option.evaluate((node) => {
      const box = node.parentElement!;
      const top = (node as HTMLElement).offsetTop;
      if (top < box.scrollTop || top + (node as HTMLElement).offsetHeight > box.scrollTop + box.clientHeight)
        box.scrollTop = top;
    });
    if (!(await isOnTopInView(option))) out.push((await option.textContent()) ?? '');
  }
  await list.evaluate((node) => node.scrollTo({ top: 0 }));
  return out;
}
