import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore } from '../app/store';
import { AppProvider } from '../app/provider';

/** Pages under test with a fresh store, the theme and a memory router starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { store, router };
}
