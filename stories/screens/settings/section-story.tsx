/**
 * Shared by the stories of the settings page's own sections (sign-ins, Telegram): one section as
 * the page shows it, inside the app's providers with a fresh store, the toasts, and signed in as
 * the mocks' student (the mocks map the `token-<username>` cookie back to them).
 */
import type { User } from '@school/contract';
import type { AppTheme } from '@school/ui';
import { Card } from '@school/ui';
import { useContext, useId, useState, type ReactNode } from 'react';
import styled, { ThemeContext } from 'styled-components';
import { AppProvider } from '../../../app/src/app/provider';
import { Toaster } from '../../../app/src/app/shell/toaster';
import { createAppStore } from '../../../app/src/app/store';
import { sessionApi } from '../../../app/src/features/session';

export { answered, eventually, installClock, tick, timerStarted, withClock } from '../page-story';
export { signedInAs, withHandlers } from '../app-screen-story';
export { screenMeta } from '../story-setup';

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.size.dialog.md};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
  }
`;

/** The app's providers around `children`, in the theme of the story's frame (light, dark). */
export function SectionStory({ children }: { children: ReactNode }) {
  const outer = useContext(ThemeContext) as AppTheme | undefined;
  const [store] = useState(() => createAppStore(outer?.name ? { theme: { mode: outer.name } } : undefined));
  return (
    <AppProvider store={store}>
      <Page>
        <h1>Личный кабинет</h1>
        {children}
      </Page>
      <Toaster />
    </AppProvider>
  );
}

/** The signed-in user, kept loaded and refetched when invalidated, as the app's session keeps it. */
export function WithUser({ children }: { children: (user: User) => ReactNode }) {
  const { data } = sessionApi.useGetUserQuery();
  return data ? children(data) : null;
}

/** The settings page's 'Интеграции' card. */
export function IntegrationsCard({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Card title={<span id={id}>Интеграции</span>} aria-labelledby={id}>
      {children}
    </Card>
  );
}
