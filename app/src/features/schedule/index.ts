/**
 * Schedule: the calendar page (/calendar) and the calendar the dashboard embeds. Both are lazy, so
 * importing this index (the router does) never pulls the calendar into the first download.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

export const ScheduleCalendar = lazyComponent(() => import('./components/schedule-calendar'), 'ScheduleCalendar');

/** Route `lazy` of /calendar. */
export const loadCalendarPage = lazyPage(() => import('./pages/calendar-page'), 'CalendarPage');
