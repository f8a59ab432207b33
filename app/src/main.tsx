import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { sessionApi, startSession } from './features/session';
import { getTokens } from './lib/cookies';

const store = createAppStore();
/* A signed-in visitor's user is asked for at once, beside the health check instead of after it: startSession's
   own getUser finds this call under way and waits for it (RTK Query sends one call per cache entry). */
const { accessToken, refreshToken } = getTokens();
if (accessToken || refreshToken) void store.dispatch(sessionApi.endpoints.getUser.initiate());
// Started once per page load, outside React: StrictMode's double effects must not check twice.
void store.dispatch(startSession());

const router = createAppRouter();
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
/* index.html holds the build's first paint (app/prerender.tsx). Until the route's lazy module is in, the router
   would render nothing over it, so the app takes its place only once it can draw the page. */
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
