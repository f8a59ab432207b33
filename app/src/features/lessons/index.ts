/**
 * Lessons: the calendar page (/calendar), the calendar the dashboard embeds and the calendar feed. Only lazy
 * pieces leave this index: the router imports it, and anything else exported here (the lessons' api above all)
 * would land in every visitor's first download.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

/** The settings page's calendar feed: the secret link, how to subscribe, its reset. Its preload asks for the link. */
export const CalendarFeed = lazyComponent(() => import('./components/calendar-feed'), 'CalendarFeed');

export const LessonsMonth = lazyComponent(() => import('./components/lessons-month'), 'LessonsMonth');

/** Route `lazy` of /calendar. */
export const loadCalendarPage = lazyPage(() => import('./pages/calendar-page'), 'CalendarPage');
