/**
 * Schedule: the calendar page (/calendar), the calendar the dashboard embeds and the calendar feed's
 * link. Components are lazy, so importing this index (the router does) never pulls the calendar into
 * the first download.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

export { useGetIcsLinkQuery, useResetIcsLinkMutation } from './api';

export const ScheduleCalendar = lazyComponent(() => import('./components/schedule-calendar'), 'ScheduleCalendar');

/** Route `lazy` of /calendar. */
export const loadCalendarPage = lazyPage(() => import('./pages/calendar-page'), 'CalendarPage');
