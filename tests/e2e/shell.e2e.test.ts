import type { Browser } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@school/contract';
import {
  apiCalls,
  askedForAll,
  assetRequests,
  baseUrl,
  DESKTOP,
  hasHorizontalOverflow,
  holdAsset,
  launch,
  openPage,
  PHONE,
  signInThroughDialog,
  tokensFor,
} from './browser.ts';
import { paths } from '@school/app/src/config/paths.ts';
import { OWNER, STUDENT } from './global-setup.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shell against the real server', () => {
  it('given an anonymous visitor / the home page asks to sign in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');

    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    await page
      .getByText('На данный момент использование платформы без авторизации недоступно.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    await context.close();
  });

  it('given an anonymous phone visitor / the welcome is on screen before any script, and no skeleton replaces it', async () => {
    const noScript = await browser.newContext({ viewport: PHONE, locale: 'ru-RU', javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(`${baseUrl()}/`);
    expect(await still.getByText('Добро пожаловать на платформу!').isVisible()).toBe(true);
    expect(await still.getByText('Войти', { exact: true }).isVisible()).toBe(true);
    await noScript.close();

    const { context, page } = await openPage(browser, PHONE);
    await page.addInitScript(() => {
      const seen = { skeleton: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-skeleton"]')) seen.skeleton = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // A slow network: the app is in long before the health check answers.
    await page.route('**/server/check', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { seen: { skeleton: boolean } }).seen.skeleton)).toBe(false);
    await context.close();
  });

  it('given npm start run from a test runner (NODE_ENV=test) / serves the production builds of React and its router', async () => {
    const { context, page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();

    expect(scripts.length).toBeGreaterThan(0);
    // React's development build names its JSX factory jsxDEV; the production build never does.
    expect(scripts.some((source) => source.includes('jsxDEV'))).toBe(false);
    // react-router's development build (which its package exports to every bundler) keeps this warning.
    expect(scripts.some((source) => source.includes('You rendered descendant <Routes>'))).toBe(false);
    await context.close();
  });

  it('given the owner / signs in with Enter, sees the drawer with Управление and opens the admin menu', async () => {
    const { context, page } = await openPage(browser);
    await signInThroughDialog(page, OWNER.username, OWNER.password);

    const chip = page.getByRole('button', { name: /Владелец платформы/ });
    await chip.click();
    const drawer = page.getByRole('dialog', { name: 'Профиль' });
    await drawer.getByRole('link', { name: 'Настройки' }).waitFor();
    await drawer.getByRole('button', { name: 'Выйти' }).waitFor();
    await drawer.getByRole('link', { name: 'Управление' }).click();

    await page.waitForURL('**/admin');
    await page.getByText('Добро пожаловать в панель Администратора').waitFor();
    const adminMenu = page.getByRole('navigation', { name: 'Меню администратора' });
    for (const item of [
      'Админ-панель',
      'Пользователи',
      'Новые пользователи',
      'Предметы',
      'Курсы',
      'Вернуться на Главную',
    ]) {
      await adminMenu.getByRole('link', { name: item, exact: true }).waitFor();
    }
    expect(await adminMenu.getByRole('link', { name: /Статистика/ }).count()).toBe(0);
    expect(await adminMenu.locator('[aria-disabled="true"]', { hasText: 'Статистика' }).count()).toBe(1);
    await adminMenu.getByText('В разработке').waitFor();
    await context.close();
  });

  it('given a signed-in student / the schedule shows the week', async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    await page.goto('/calendar');

    await page.getByRole('heading', { name: 'Ваше текущее расписание на этой неделе' }).waitFor();
    await page.getByRole('group', { name: 'Расписание на неделю' }).waitFor();
    await page.getByRole('button', { name: 'Следующая неделя' }).waitFor();
    await context.close();
  });

  it('given a signed-in student / the tab names the page, and back returns to where the page was left', async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    expect(await page.title()).toMatch(/^Личный кабинет — /);
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);

    /* To a page shorter than the screen, with a click as the page is (a pointer would first scroll the link into
       view): the browser's own restoration on back then has nowhere to scroll to until the settings are drawn. */
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Курсы' })
      .dispatchEvent('click');
    await expect.poll(() => page.title()).toMatch(/^Курсы — /);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  it('given a page whose file will not load / the page reloads once, then offers to reload, which opens it once the file comes', async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });
    const failing = /\/assets\/settings-page-[\w-]+\.js$/;
    await page.route(failing, (route) => route.abort());
    await page.goto('/settings');

    await page.getByRole('heading', { name: 'Что-то пошло не так' }).waitFor();
    expect(loads).toBe(2);

    await page.unroute(failing);
    await page.getByRole('button', { name: 'Обновить страницу' }).click();
    await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
    await context.close();
  });

  it("given a signed-in student / the dashboard is asked for with the home page, before the app's first file has arrived, its month follows, and no style sheet is loaded again", async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    const files = assetRequests(page);
    const releaseFirstFile = await holdAsset(page, 'index-');
    await page.goto('/', { waitUntil: 'commit' });

    await expect.poll(() => askedForAll(files, ['home-page-', 'dashboard-']), { timeout: 15_000 }).toBe(true);
    releaseFirstFile();
    await page.getByRole('heading', { name: /Ирина/ }).waitFor({ timeout: 15_000 });
    const month = page.getByRole('region', { name: 'Ваше расписание в этом месяце' });
    await month.getByRole('grid').waitFor({ timeout: 15_000 });
    // The fonts' style sheet is inline in the HTML; a lazy file that lists it must not wait for a second copy.
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    await context.close();
  });

  it('given a signed-in student on a phone / the month under the cards comes after the page has shown, without a scroll', async () => {
    const tokens = await tokensFor(STUDENT.username, STUDENT.password);
    const cookie = Object.entries(tokens)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    // Not among the page's own files, which the HTML links for every screen.
    expect(await (await fetch(`${baseUrl()}/`, { headers: { cookie } })).text()).not.toContain('lessons-month-');
    const { context, page } = await openPage(browser, PHONE, tokens);
    const files = assetRequests(page);
    const releaseMonth = await holdAsset(page, 'lessons-month-');
    await page.goto('/');

    await page.getByRole('heading', { name: /Ирина/ }).waitFor({ timeout: 15_000 });
    const month = page.getByRole('region', { name: 'Ваше расписание в этом месяце' });
    await month.getByRole('status', { name: 'Загрузка календаря' }).waitFor();
    await expect.poll(() => askedForAll(files, ['lessons-month-']), { timeout: 15_000 }).toBe(true);
    releaseMonth();
    await month.getByRole('grid').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('given any page of the app / it is sent with links to its files, to a visitor with a session and to one without', async () => {
    /* The build lists a route's files by loading its page in Node; a page module that cannot load there is sent
       without them, and the page then waits for the app's first file to ask for its own. */
    const pagePaths = (function collect(node: object): string[] {
      return Object.values(node).flatMap((entry: object) =>
        'path' in entry
          ? /* an optional parameter left out, a required one filled with an id no page knows (the page says so) */
            [String(entry.path).replace('/:id?', '').replace(/:\w+/g, 'unknown-id')]
          : collect(entry),
      );
    })(paths);
    const cookie = Object.entries(await tokensFor(STUDENT.username, STUDENT.password))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const withoutLinks: string[] = [];
    const linked = new Set<string>();
    for (const pagePath of pagePaths) {
      for (const [visitor, headers] of [
        ['with a session', { cookie }],
        ['without a session', {}],
      ] as const) {
        const html = await (await fetch(`${baseUrl()}${pagePath}`, { headers })).text();
        if (!html.includes('rel="modulepreload"')) withoutLinks.push(`${pagePath} ${visitor}`);
        for (const [, file] of html.matchAll(/rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g)) linked.add(file!);
      }
    }
    expect(pagePaths).toContain('/admin/users');
    expect(withoutLinks).toEqual([]);
    // The closed profile drawer comes after the page (the calendar page's test), not in its first seconds.
    expect([...linked].filter((file) => file.startsWith('profile-drawer-'))).toEqual([]);
    /* Each linked file has code of its own: a file that only passes on another's exports (the bundler's facade of a
       module imported lazily somewhere and bundled into a shared file) costs a slow line a request for nothing. */
    const facades: string[] = [];
    for (const file of linked) {
      const code = await (await fetch(`${baseUrl()}/assets/${file}`)).text();
      if (/^export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*(\/\/.*)?$/.test(code.trim())) facades.push(file);
    }
    expect(facades).toEqual([]);
  });

  it("given a signed-in student / the calendar page's files are asked for before the app's first file has arrived, and the closed profile drawer's once the page shows", async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    const files = assetRequests(page);
    const releaseFirstFile = await holdAsset(page, 'index-');
    await page.goto('/calendar', { waitUntil: 'commit' });

    await expect.poll(() => askedForAll(files, ['calendar-page-', 'shared-']), { timeout: 15_000 }).toBe(true);
    releaseFirstFile();
    await page.getByRole('heading', { name: 'Ваше текущее расписание на этой неделе' }).waitFor();
    // Asked for once the page has shown, so that the first tap on the chip finds it.
    await expect.poll(() => askedForAll(files, ['profile-drawer-']), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('given a signed-in student whose access token is no longer good / the page opens through the refresh token', async () => {
    const tokens = await tokensFor(STUDENT.username, STUDENT.password);
    const { context, page } = await openPage(browser, DESKTOP, { ...tokens, accessToken: 'expired' });
    const refreshes = apiCalls(page, routes.refreshToken.path);
    await page.goto('/calendar');

    await page.getByRole('heading', { name: 'Ваше текущее расписание на этой неделе' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Ирина Соколова/ }).waitFor();
    expect(refreshes).toHaveLength(1);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'accessToken')?.value).not.toBe('expired');
    await context.close();
  });

  it("given a signed-in student / the settings page's calendar feed and sign-ins files are asked for before the app's first file has arrived", async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    const files = assetRequests(page);
    const releaseFirstFile = await holdAsset(page, 'index-');
    await page.goto('/settings', { waitUntil: 'commit' });

    await expect
      .poll(() => askedForAll(files, ['settings-page-', 'calendar-feed-', 'sign-ins-section-']), { timeout: 15_000 })
      .toBe(true);
    releaseFirstFile();
    await page.getByRole('heading', { name: 'Где Вы вошли' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("given a signed-in student / the page shows while the closed profile drawer's file is still on its way", async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    const releaseDrawer = await holdAsset(page, 'profile-drawer-');
    await page.goto('/calendar');

    await page.getByRole('heading', { name: 'Ваше текущее расписание на этой неделе' }).waitFor({ timeout: 15_000 });
    releaseDrawer();
    await page.getByRole('button', { name: /Ирина Соколова/ }).click();
    await page.getByRole('dialog', { name: 'Профиль' }).getByRole('link', { name: 'Настройки' }).waitFor();
    await context.close();
  });

  it("given an anonymous visitor / the home page's file is fetched and the dashboard's are not", async () => {
    const { context, page } = await openPage(browser);
    const files = assetRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    await expect.poll(() => askedForAll(files, ['home-page-']), { timeout: 15_000 }).toBe(true);
    expect(files.filter((file) => file.startsWith('dashboard-') || file.startsWith('lessons-month-'))).toEqual([]);
    await context.close();
  });

  it('given a student / /admin sends them home and the drawer has no Управление', async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    await page.goto('/admin');

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /Ирина/ }).waitFor();
    await page.getByRole('button', { name: /Ирина Соколова/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Профиль' });
    await drawer.getByRole('link', { name: 'Настройки' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Управление' }).count()).toBe(0);
    await context.close();
  });

  it('given the theme cookie dark / the page opens in the dark theme', async () => {
    const { context, page } = await openPage(browser, DESKTOP, { theme: 'dark' });
    await page.goto('/');

    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r + g + b) / 3).toBeLessThan(80);
    await context.close();
  });

  it('given a signed-in student / Выйти signs out and the home page is anonymous again', async () => {
    const { context, page } = await openPage(browser, DESKTOP, await tokensFor(STUDENT.username, STUDENT.password));
    await page.goto('/');
    await page.getByRole('button', { name: /Ирина Соколова/ }).click();
    await page.getByRole('dialog', { name: 'Профиль' }).getByRole('button', { name: 'Выйти' }).click();

    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'accessToken')).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === 'refreshToken')).toBeUndefined();
    await context.close();
  });

  it('given a 360 px phone / nothing overflows sideways and the menu starts closed', async () => {
    const anonymous = await openPage(browser, PHONE);
    await anonymous.page.goto('/');
    await anonymous.page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    expect(await hasHorizontalOverflow(anonymous.page)).toBe(false);
    await anonymous.context.close();

    const { context, page } = await openPage(browser, PHONE, await tokensFor(STUDENT.username, STUDENT.password));
    for (const route of ['/', '/calendar', '/courses']) {
      await page.goto(route);
      await page.getByRole('button', { name: /Ирина Соколова/ }).waitFor();
      expect(await hasHorizontalOverflow(page), route).toBe(false);
    }
    expect(await page.getByRole('navigation', { name: 'Главное меню' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Меню', exact: true }).click();
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();
  });

  it('the first file asks V8 to compile it whole as it streams in, and its source map still points at the app', async () => {
    const html = await (await fetch(`${baseUrl()}/settings`)).text();
    const file = /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(file).toBeDefined();
    const code = await (await fetch(`${baseUrl()}${file}`)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);

    const map = new SourceMapConsumer(await (await fetch(`${baseUrl()}${file}.map`)).json());
    const lines = code.split('\n');
    const message = 'Не удалось загрузить страницу';
    const line = lines.findIndex((text) => text.includes(message));
    const original = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf(message) });
    expect(original.source).toMatch(/app\/src\/lib\/lazy-page\.ts$/);
  });
});
