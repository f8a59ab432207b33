import { lazy, type ComponentType } from 'react';
import { browser, whenIdle } from './browser';
import { startFirstCalls, type FirstCalls } from './first-calls';

/** Set when a page chunk failed to load and the page was reloaded for it. */
export const CHUNK_RELOAD_KEY = 'school:chunk-reload';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/* A chunk in since this document loaded: any reload mark left is a former document's, forgotten. The first touch
   of sessionStorage is a synchronous trip to the browser process (4-12 ms of a page load's busiest stretch on a slow
   host), so the mark is cleared once the page is idle; until then this flag stands for it. The build loads the pages
   in Node to list their files (build/route-pages.ts, routeModules), where there is no window. */
let chunkLoaded = false;

function forgetReload() {
  if (chunkLoaded) return;
  chunkLoaded = true;
  whenIdle(() => storage()?.removeItem(CHUNK_RELOAD_KEY));
}

/**
 * A route's `lazy` loader for a page module. A chunk that fails to load (usually a deploy replaced
 * the hashed files under an open tab) reloads the page once; a second failure is logged and left to
 * the error page (RouteErrorBoundary), so a broken deploy cannot loop. A module that exports `firstCalls` has them
 * started as soon as the user is known (lib/first-calls).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType> & { firstCalls?: FirstCalls }>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await load();
      forgetReload();
      if (module.firstCalls) startFirstCalls(module.firstCalls);
      return { Component: module[name] };
    } catch (error) {
      const store = storage();
      if (store && (chunkLoaded || !store.getItem(CHUNK_RELOAD_KEY))) {
        store.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
        browser.reload();
        // Nothing to render while the page goes away.
        return new Promise<never>(() => {});
      }
      console.error('Не удалось загрузить страницу', error);
      throw error;
    }
  };
}

/**
 * React.lazy for a named export, with the same reload-once rule: dialogs and other pieces that only
 * some visitors open stay out of the first download.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyComponent<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  const loadPage = lazyPage(load as unknown as () => Promise<Record<Name, ComponentType>>, name);
  return Object.assign(
    lazy(async () => ({ default: (await loadPage()).Component as unknown as Module[Name] })),
    {
      /** Starts the download before the first render needs it (the browser shares one request per module). */
      preload: () =>
        void load().then(
          ({ firstCalls }: { firstCalls?: FirstCalls }) => {
            if (firstCalls) startFirstCalls(firstCalls);
          },
          () => undefined,
        ),
    },
  );
}
