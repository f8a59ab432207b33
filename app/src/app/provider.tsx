import { ThemeProvider } from '@school/ui';
import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { SessionView } from '../features/session';
import { readThemeCookie } from '../lib/cookies';
import { useAppDispatch } from '../lib/hooks';
import { onSystemThemeChange } from '../lib/theme-mode';
import { selectThemeMode, systemThemeChanged } from '../lib/theme-slice';
import type { AppStore } from './store';

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useSelector(selectThemeMode);
  const dispatch = useAppDispatch();

  // Without a chosen theme the app follows the system, also when it changes while the page is open.
  useEffect(
    () =>
      onSystemThemeChange((next) => {
        if (!readThemeCookie()) dispatch(systemThemeChanged(next));
      }),
    [dispatch],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return <ThemeProvider theme={mode}>{children}</ThemeProvider>;
}

/** Everything a page needs around it: the store, the session's state and the theme of the visitor's choice. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <SessionView>
        <ThemedApp>{children}</ThemedApp>
      </SessionView>
    </ReduxProvider>
  );
}
