/**
 * Schedule: the calendar page (/calendar), the calendar the dashboard embeds and the calendar feed's
 * link. Only lazy pieces leave this index (components, and a first call that loads the api before it calls): the
 * router imports it, and anything else exported here (the lessons' api above all) would land in every visitor's
 * first download.
 */
import type { FirstCall } from '../../lib/first-calls';
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

/** The settings page's calendar feed: the secret link, how to subscribe, its reset. */
export const CalendarFeed = lazyComponent(() => import('./components/calendar-feed'), 'CalendarFeed');

/**
 * CalendarFeed's link, for a page that shows the feed (lib/first-calls); its api loads as the feed's would. A file
 * that fails to load is the feed's own to report (lazyComponent), not this head start's.
 */
export const icsLinkCall: FirstCall = (dispatch) =>
  import('./api').then(
    ({ scheduleApi }) => dispatch(scheduleApi.util.prefetch('getIcsLink', undefined, {})),
    () => undefined,
  );

export const ScheduleCalendar = lazyComponent(() => import('./components/schedule-calendar'), 'ScheduleCalendar');

/** Route `lazy` of /calendar. */
export const loadCalendarPage = lazyPage(() => import('./pages/calendar-page'), 'CalendarPage');
