import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { selectLoading, selectUserLoaded } from '../../../lib/global-slice';
import { useAppSelector } from '../../../lib/hooks';
import { sessionApi } from '../api';
import { SessionViewContext } from '../hooks/use-current-user';

/** The session's state, deferred once for everything below it (hooks/use-current-user tells why). */
export function SessionView({ children }: { children: ReactNode }) {
  const loading = useDeferredValue(useAppSelector(selectLoading));
  const userLoaded = useDeferredValue(useAppSelector(selectUserLoaded));
  const user = useDeferredValue(sessionApi.endpoints.getUser.useQueryState().data);
  const view = useMemo(() => ({ loading, userLoaded, user }), [loading, userLoaded, user]);
  return <SessionViewContext.Provider value={view}>{children}</SessionViewContext.Provider>;
}
