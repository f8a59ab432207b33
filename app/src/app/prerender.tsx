import type { FirstPaint } from '@school/contract';
import { breakpoint } from '@school/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { PageSkeleton } from '../components/page-skeleton';
import { SignInRequired } from '../components/sign-in-required';
import { sessionAnonymous } from '../features/session';
import { AppProvider } from './provider';
import { Shell } from './shell/shell';
import { createAppStore } from './store';

/**
 * The first paint of a page, made at build time (build/first-paint.ts writes it into the HTML files): the shell and
 * the page as the app itself renders them (the skeleton while the session loads, or the anonymous home), in the
 * light theme on a phone, with their styles. The browser paints it before any script has arrived; main.tsx then
 * renders the app over it, the same boxes in the same places. A desktop (whose menu is open from the start) or a
 * dark system theme would see other boxes or colours replace it, so there it stays hidden.
 */
export function renderFirstPaint(paint: FirstPaint = 'skeleton'): { root: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const page = paint === 'skeleton' ? <PageSkeleton /> : <SignInRequired />;
    const store = createAppStore();
    if (paint === 'anonymousHome') store.dispatch(sessionAnonymous());
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <AppProvider store={store}>
          <MemoryRouter>
            <Routes>
              <Route element={<Shell />}>
                <Route index element={page} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AppProvider>
      </StyleSheetManager>,
    );
    const hide = `<style>@media (min-width: ${breakpoint.desktop}px), (prefers-color-scheme: dark) { [data-first-paint] { display: none; } }</style>`;
    /* Not yet the app: nothing in it answers a click or a screen reader until the app replaces it. */
    return {
      root: `<div data-first-paint="${paint}" inert aria-hidden="true">${html}</div>`,
      styles: `${sheet.getStyleTags()}${hide}`,
    };
  } finally {
    sheet.seal();
  }
}
