import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { sessionApi } from '../api';
import { SessionViewContext } from '../hooks/use-current-user';
import { selectLoading, selectUserLoaded } from '../session-slice';

/** The session's state, deferred once for everything below it (hooks/use-current-user tells why). */
export function SessionView({ children }: { children: ReactNode }) {
  const loading = useDeferredValue(useSelector(selectLoading));
  const userLoaded = useDeferredValue(useSelector(selectUserLoaded));
  const user = useDeferredValue(sessionApi.endpoints.getUser.useQueryState().data);
  const view = useMemo(() => ({ loading, userLoaded, user }), [loading, userLoaded, user]);
  return <SessionViewContext.Provider value={view}>{children}</SessionViewContext.Provider>;
}
