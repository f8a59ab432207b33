import { ThemeProvider } from '@school/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore } from '../app/store';

/** Pages under test with a fresh store, the theme and a memory router starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router };
}
