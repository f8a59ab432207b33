import type { AppTheme } from '@school/ui';
import { useContext, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { AppProvider } from '../app/provider';
import { AppRoutes, loadPageFor } from '../app/router';
import { createAppStore } from '../app/store';
import { startSession } from '../features/session';

export interface AppScreenProps {
  /** The URL the memory router starts at. */
  path?: string;
}

/**
 * The whole app at `path` with a fresh store and a memory router: what page stories and tests
 * render. Inside a themed frame (Storybook's theme toolbar) the app takes that frame's theme.
 */
export function AppScreen({ path = '/' }: AppScreenProps) {
  const outer = useContext(ThemeContext) as AppTheme | undefined;
  const [store] = useState(() => {
    const store = createAppStore(outer?.name ? { theme: { mode: outer.name } } : undefined);
    void store.dispatch(startSession());
    // As main.tsx does: the page's module is asked for beside the session, not once its guard lets it render.
    void loadPageFor(new URL(path, 'http://app').pathname);
    return store;
  });
  return (
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>
  );
}
