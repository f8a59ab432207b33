/** The home page (/): the sign-in message for visitors, the dashboard for signed-in users. */
import { lazyPage } from '../../lib/lazy-page';

/** Route `lazy` of /. */
export const loadHomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');
