import { Card } from '@school/ui';
import { PageGrid } from '../../../components/page-grid';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
import { useCurrentUser } from '../../session';
import { scheduleApi } from '../api';
import { LessonsWeek } from '../components/lessons-week';
import { weekRange } from '../lessons';

/** This week's lessons, which LessonsWeek shows first for any viewer. */
export const firstCalls: FirstCalls = () => [scheduleApi.util.prefetch('getLessons', weekRange(new Date()), {})];

/** '/calendar' (sign-in required): the week of the viewer's lessons. */
export function CalendarPage() {
  const user = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return (
    <PageGrid>
      <h1>{TEXTS.weekScheduleTitle}</h1>
      <Card aria-label="Календарь недели">
        <LessonsWeek viewer={user} />
      </Card>
    </PageGrid>
  );
}
