import { FullScreenSpinner } from '@school/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectBlocker, selectLoggingOut } from '../../lib/global-slice';
import { BannedDialog, ServerErrorDialog } from '../../features/session';
import { useAppSelector } from '../../lib/hooks';
import { Toaster } from '../shell/toaster';

/** Above every page, with or without the shell: blocking dialogs, the sign-out spinner, toasts. */
export function RootLayout() {
  const blocker = useAppSelector(selectBlocker);
  const loggingOut = useAppSelector(selectLoggingOut);
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
