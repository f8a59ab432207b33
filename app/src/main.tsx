import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { renderWhenSettled } from './app/first-render';
import { AppProvider } from './app/provider';
import { AppRoutes, loadPageFor } from './app/router';
import { createAppStore } from './app/store';
import { sessionApi, startSession } from './features/session';
import { nextTask } from './lib/browser';
import { getTokens } from './lib/cookies';
import { startFirstCallsFor } from './lib/first-calls';

/* The set-up runs in a few tasks instead of one with the first file's evaluation: on a slow phone each of these
   steps takes a tenth of a second or more, and between them the browser can answer a tap on the first paint. */
await nextTask();
const store = createAppStore();
/* A signed-in visitor's user is asked for at once, beside the health check instead of after it: startSession's
   own getUser finds this call under way and waits for it (RTK Query sends one call per cache entry). */
const { accessToken, refreshToken } = getTokens();
const userCall = accessToken || refreshToken ? store.dispatch(sessionApi.endpoints.getUser.initiate()) : undefined;
/* The page's own calls leave with the user's answer, before the page renders (lib/first-calls). */
startFirstCallsFor(
  userCall ?? Promise.resolve(),
  () => sessionApi.endpoints.getUser.select()(store.getState()).data,
  store.dispatch,
);
// Started once per page load, outside React: StrictMode's double effects must not check twice.
void store.dispatch(startSession());

await nextTask();
const pageLoad = loadPageFor(window.location.pathname);
/* As a transition, React renders the app in short slices with the first paint still on screen, instead of one
   long task during which the browser could not answer a tap. */
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
/* The HTML holds the build's first paint (app/prerender.tsx), which stays on screen until the app can take its place
   (app/first-render.ts). */
const anonymousHome = document.querySelector('[data-first-paint="anonymousHome"]');
// Hidden (desktop, dark theme), it is no page to keep on screen.
const anonymousHomeShown = Boolean(anonymousHome && anonymousHome.getClientRects().length > 0);
await nextTask();
renderWhenSettled({ store, pageLoad, waitForSession: anonymousHomeShown, render });
