import { FullScreenSpinner } from '@school/ui';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { selectBlocker, selectLoggingOut } from '../../lib/global-slice';
import { BannedDialog, ServerErrorDialog } from '../shell/lazy-dialogs';
import { Toaster } from '../shell/toaster';
import { useDocumentTitle } from './document-title';

/** Above every page, with or without the shell: blocking dialogs, the sign-out spinner, toasts. */
export function RootLayout() {
  const blocker = useSelector(selectBlocker);
  const loggingOut = useSelector(selectLoggingOut);
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {blocker === 'server' && <ServerErrorDialog />}
        {blocker === 'banned' && <BannedDialog />}
      </Suspense>
      {loggingOut && <FullScreenSpinner label="Выход из учетной записи" />}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
