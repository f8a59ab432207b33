/** Profile: the personal settings (/settings). Pages are lazy route modules. */
import { hasSession } from '../../lib/cookies';
import { lazyPage } from '../../lib/lazy-page';
import { CalendarFeed } from '../lessons';
import { SignInsSection } from '../session';

/** Route `lazy` of /settings. */
export const loadSettingsPage = lazyPage(() => {
  /* The page always shows the calendar feed and the sign-ins, each a lazy file of its own feature: asked for with
     the page's file (and so named in the route's HTML, build/route-pages.ts) instead of after the page has rendered,
     two round trips later on a slow line. A visitor without a session is sent home and downloads neither. */
  const settingsPage = import('./pages/settings-page');
  if (hasSession()) {
    CalendarFeed.preload();
    SignInsSection.preload();
  }
  return settingsPage;
}, 'SettingsPage');
