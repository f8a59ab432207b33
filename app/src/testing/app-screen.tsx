import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createTestRouter } from '../app/router';
import { createAppStore } from '../app/store';
import { startSession } from '../lib/auth';

export interface AppScreenProps {
  /** The URL the memory router starts at. */
  path?: string;
}

/** The whole app at `path` with a fresh store and a memory router: what page stories and tests render. */
export function AppScreen({ path = '/' }: AppScreenProps) {
  const [{ store, router }] = useState(() => {
    const store = createAppStore();
    void store.dispatch(startSession());
    return { store, router: createTestRouter(path) };
  });
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
