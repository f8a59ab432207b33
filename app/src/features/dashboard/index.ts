/** The home page (/): the sign-in message for visitors, the dashboard for signed-in users. */
import { media, mediaMatches } from '@school/ui';
import { hasSession } from '../../lib/cookies';
import { startFirstCalls } from '../../lib/first-calls';
import { lazyPage } from '../../lib/lazy-page';
import { LessonsMonth } from '../lessons';

/* The width below which the dashboard's cards fill the first screen and its month comes after the page
   (components/dashboard.tsx, Month). Not there in Node, where the build lists the route's files. */
const onPhone = () => mediaMatches(media.phone) ?? true;

/** Route `lazy` of /. */
export const loadHomePage = lazyPage(() => {
  /* A visitor who holds a session will almost surely see the dashboard: its file is asked for with the home page's,
     in one round trip, instead of after the file that imports it, and its first calls leave with the user's answer
     (lib/first-calls). On a wider screen its month is on the first screen too, and its files start here rather than
     when the dashboard renders. An anonymous visitor downloads none of them. */
  const homePage = import('./pages/home-page');
  // After the page's own file, which a slow line must not queue behind them.
  if (hasSession()) {
    void import('./components/dashboard').then(
      (module) => startFirstCalls(module.firstCalls),
      () => undefined,
    );
    if (!onPhone()) LessonsMonth.preload();
  }
  return homePage;
}, 'HomePage');
