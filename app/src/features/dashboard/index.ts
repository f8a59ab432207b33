/** The home page (/): the sign-in message for visitors, the dashboard for signed-in users. */
import { hasSession } from '../../lib/cookies';
import { startFirstCalls } from '../../lib/first-calls';
import { lazyPage } from '../../lib/lazy-page';
import { ScheduleCalendar } from '../schedule';

/** Route `lazy` of /. */
export const loadHomePage = lazyPage(() => {
  /* A visitor who holds a session will almost surely see the dashboard with its month calendar: their files are
     asked for with the home page's, in one round trip, instead of each after the file that imports it (three round
     trips more on a slow line), and their first calls leave with the user's answer (lib/first-calls). An anonymous
     visitor downloads neither. */
  const homePage = import('./pages/home-page');
  // After the page's own file, which a slow line must not queue behind them.
  if (hasSession()) {
    void import('./components/dashboard').then(
      (module) => startFirstCalls(module.firstCalls),
      () => undefined,
    );
    ScheduleCalendar.preload();
  }
  return homePage;
}, 'HomePage');
