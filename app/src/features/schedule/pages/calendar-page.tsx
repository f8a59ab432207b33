import { Card } from '@school/ui';
import { PageGrid } from '../../../components/page-grid';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TEXTS } from '../../../config/texts';
import { useCurrentUser } from '../../session';
import { LessonsWeek } from '../components/lessons-week';

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
