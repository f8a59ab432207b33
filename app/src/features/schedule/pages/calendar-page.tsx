import { TEXTS } from '../../../config/texts';
import { Card } from '@school/ui';
import { PageGrid } from '../../../components/page-grid';
import { ScheduleCalendar } from '../components/schedule-calendar';

/** '/calendar' (sign-in required, so the user is loaded here): this week's schedule. */
export function CalendarPage() {
  return (
    <PageGrid>
      <h1>{TEXTS.weekScheduleTitle}</h1>
      <Card aria-label="Календарь недели">
        <ScheduleCalendar view="week" />
      </Card>
    </PageGrid>
  );
}
