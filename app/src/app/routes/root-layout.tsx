import { FullScreenSpinner } from '@school/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { BannedDialog, selectBlocker, selectLoggingOut, ServerErrorDialog } from '../../features/session';
import { Toaster } from '../shell/toaster';

/** Above every page, with or without the shell: blocking dialogs, the sign-out spinner, toasts. */
export function RootLayout() {
  const blocker = useSelector(selectBlocker);
  const loggingOut = useSelector(selectLoggingOut);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {blocker === 'server' && <ServerErrorDialog />}
        {blocker === 'banned' && <BannedDialog />}
      </Suspense>
      {loggingOut && <FullScreenSpinner label="Выход из учетной записи" />}
      <Toaster />
    </>
  );
}
