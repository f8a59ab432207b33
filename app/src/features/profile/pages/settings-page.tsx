import { Suspense } from 'react';
import styled from 'styled-components';
import { BackHomeButton } from '../../../components/back-home-button';
import { PageGrid } from '../../../components/page-grid';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
import { serverConfigCall } from '../../config';
import { sessionApi, SignInsSection, useCurrentUser } from '../../session';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { IntegrationsSection } from '../components/integrations-section';
import { MyDataSection } from '../components/my-data-section';
import { ProfileForm } from '../components/profile-form';
import { ThemeSection } from '../components/theme-section';

/** What its sections show for any viewer: the integrations' switches and the sign-ins (the calendar feed's link
    is the feed's own file's first call). */
export const firstCalls: FirstCalls = () => [serverConfigCall, sessionApi.util.prefetch('listSessions', undefined, {})];

const Page = styled(PageGrid)`
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog.md};
  margin: 0 auto;

  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  /* Phones and tablets go back with the menu or the system's back gesture (platform.md section 2). */
  [data-part='back'] {
    ${({ theme }) => theme.media.mobile} {
      display: none;
    }
  }
`;

/**
 * '/settings', 'Личный кабинет' (platform.md section 2). The route's guard has waited for the user and
 * sent anonymous visitors to /; the page still waits for the user's data before it renders the form.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return (
    <Page>
      <header>
        <h1>{TEXTS.settingsTitle}</h1>
        <div data-part="back">
          <BackHomeButton />
        </div>
      </header>
      {/* Keyed by account: a new sign-in in the same tab starts from that account's own values. */}
      <ProfileForm key={user.username} user={user} />
      <ThemeSection />
      <IntegrationsSection user={user} />
      <CalendarFeedSection />
      <Suspense fallback={null}>
        <SignInsSection />
      </Suspense>
      <MyDataSection />
    </Page>
  );
}
