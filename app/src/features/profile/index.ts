/** Profile: the personal settings (/settings). Pages are lazy route modules. */
import { lazyPage } from '../../lib/lazy-page';

/** Route `lazy` of /settings. */
export const loadSettingsPage = lazyPage(() => import('./pages/settings-page'), 'SettingsPage');
