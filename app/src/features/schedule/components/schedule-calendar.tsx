import { Calendar } from '@school/ui';

export interface ScheduleCalendarProps {
  /** 'week' on /calendar, 'month' on the dashboard (platform.md section 2). */
  view: 'week' | 'month';
}

/**
 * The user's schedule: weeks from Monday, no header, no week numbers. Lessons are not part of the
 * spec's calls yet, so the days are empty and today is marked.
 */
export function ScheduleCalendar({ view }: ScheduleCalendarProps) {
  return <Calendar view={view} />;
}
