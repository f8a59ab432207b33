import { canOpenAdmin } from '@school/contract';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSkeleton } from '../../components/page-skeleton';
import { SignInRequired } from '../../components/sign-in-required';
import { paths } from '../../config/paths';
import { PageBehindSkeleton, useArrivingUser, useCurrentUser, useSessionLoading } from '../../features/session';

export interface RequireUserProps {
  /** What an anonymous visitor gets: the sign-in message in place, or a redirect to / (settings). */
  anonymous?: 'sign-in' | 'home';
}

/*
 * Both guards keep the page in one place of the tree from the user's arrival on: behind the skeleton while the
 * session's last 0.6 s run, then shown. The page is not mounted twice, and its data is in when it shows.
 */

/** Pages that need sign-in: a skeleton while the session loads, then the page or the anonymous case. */
export function RequireUser({ anonymous = 'sign-in' }: RequireUserProps) {
  const loading = useSessionLoading();
  const user = useCurrentUser();
  const arriving = useArrivingUser();
  if (loading && !arriving) return <PageSkeleton />;
  if (!loading && !user) {
    return anonymous === 'home' ? <Navigate to={paths.home.getHref()} replace /> : <SignInRequired />;
  }
  return (
    <PageBehindSkeleton>
      <Outlet />
    </PageBehindSkeleton>
  );
}

/** The admin area: SENIOR among the roles, everyone else goes to / (also after a refused refresh). */
export function RequireSenior() {
  const loading = useSessionLoading();
  const user = useCurrentUser();
  const arriving = useArrivingUser();
  if (loading && !(arriving && canOpenAdmin(arriving.roles))) return <PageSkeleton />;
  if (!loading && (!user || !canOpenAdmin(user.roles))) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PageBehindSkeleton>
      <Outlet />
    </PageBehindSkeleton>
  );
}
