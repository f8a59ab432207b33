import { canOpenAdmin } from '@school/contract';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSkeleton } from '../../components/page-skeleton';
import { SignInRequired } from '../../components/sign-in-required';
import { paths } from '../../config/paths';
import { useCurrentUser, useSessionLoading } from '../../features/session';

export interface RequireUserProps {
  /** What an anonymous visitor gets: the sign-in message in place, or a redirect to / (settings). */
  anonymous?: 'sign-in' | 'home';
}

/** Pages that need sign-in: a skeleton while the session loads, then the page or the anonymous case. */
export function RequireUser({ anonymous = 'sign-in' }: RequireUserProps) {
  const loading = useSessionLoading();
  const user = useCurrentUser();
  if (loading) return <PageSkeleton />;
  if (!user) return anonymous === 'home' ? <Navigate to={paths.home.getHref()} replace /> : <SignInRequired />;
  return <Outlet />;
}

/** The admin area: SENIOR among the roles, everyone else goes to / (also after a refused refresh). */
export function RequireSenior() {
  const loading = useSessionLoading();
  const user = useCurrentUser();
  if (loading) return <PageSkeleton />;
  if (!user || !canOpenAdmin(user.roles)) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
