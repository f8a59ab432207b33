import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore } from '../app/store';
import { AppProvider } from '../app/provider';

/**
 * Pages under test with a fresh store, the theme and a memory router starting at `path`. `strictMode`
 * mounts them as main.tsx does, so a page whose effect sends something once is tested running it twice.
 */
export function renderRoutes(routes: RouteObject[], path: string, { strictMode = false } = {}) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { store, router };
}
