import { Suspense, useMemo } from 'react';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SignInRequired } from '../../../components/sign-in-required';
import { PageBehindSkeleton, useArrivingUser, useCurrentUser, useSessionLoading } from '../../session';
import { lazyComponent } from '../../../lib/lazy-page';

/* Its own chunk: an anonymous visitor of / downloads neither it nor the calendar (the route's loader starts both
   for a visitor who holds a session, index.ts). */
const Dashboard = lazyComponent(() => import('../components/dashboard'), 'Dashboard');

/** '/': the sign-in message for visitors, the dashboard for signed-in users (behind the skeleton from the user's arrival). */
export function HomePage() {
  const loading = useSessionLoading();
  const signedIn = useCurrentUser();
  const arriving = useArrivingUser();
  const user = signedIn ?? arriving;
  // The same element before and after the turn: the dashboard is not rendered again when it is shown.
  const dashboard = useMemo(
    () =>
      user && (
        <Suspense fallback={<PageSkeleton />}>
          <Dashboard user={user} />
        </Suspense>
      ),
    [user],
  );
  if (loading && !user) return <PageSkeleton />;
  if (!user) return <SignInRequired />;
  return <PageBehindSkeleton>{dashboard}</PageBehindSkeleton>;
}
