import { Card, weekRangeText } from '@school/ui';
import { isSameWeek, startOfWeek } from 'date-fns';
import { useState } from 'react';
import { PageGrid } from '../../../components/page-grid';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
import { useCurrentUser } from '../../session';
import { lessonsApi } from '../api';
import { LessonsWeek } from '../components/lessons-week';
import { weekRange } from '../lessons';

/** This week's lessons, which LessonsWeek shows first for any viewer. */
export const firstCalls: FirstCalls = () => [lessonsApi.util.prefetch('getLessons', weekRange(new Date()), {})];

/**
 * The page's heading: the spec's for this week; for another, which one it is ('Ваше расписание на неделю
 * 30 ноября – 6 декабря 2026'), so the spec's 'на этой неделе' never stands over another week.
 */
export function weekHeading(week: Date, today: Date): string {
  if (isSameWeek(week, today, { weekStartsOn: 1 })) return TEXTS.weekScheduleTitle;
  return `Ваше расписание на неделю ${weekRangeText(startOfWeek(week, { weekStartsOn: 1 }))}`;
}

/** '/calendar' (sign-in required): the week of the viewer's lessons, this week first. */
export function CalendarPage() {
  const user = useCurrentUser();
  const [week, setWeek] = useState(() => new Date());
  if (!user) return <PageSkeleton />;
  return (
    <PageGrid>
      <h1>{weekHeading(week, new Date())}</h1>
      <Card aria-label="Календарь недели">
        <LessonsWeek viewer={user} week={week} onWeekChange={setWeek} />
      </Card>
    </PageGrid>
  );
}
