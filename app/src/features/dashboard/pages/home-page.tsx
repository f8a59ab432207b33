import { Suspense } from 'react';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SignInRequired } from '../../../components/sign-in-required';
import { useCurrentUser, useSessionLoading } from '../../session';
import { hasSession } from '../../../lib/cookies';
import { lazyComponent } from '../../../lib/lazy-page';

/* Its own chunk: an anonymous visitor of / downloads neither it nor the calendar. */
const Dashboard = lazyComponent(() => import('../components/dashboard'), 'Dashboard');
/* A visitor who holds a session will almost surely see the dashboard: its download starts beside the user
   call instead of after it. */
if (hasSession()) Dashboard.preload();

/** '/': the sign-in message for visitors, the dashboard for signed-in users. */
export function HomePage() {
  const loading = useSessionLoading();
  const user = useCurrentUser();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Dashboard user={user} />
    </Suspense>
  );
}
