/**
 * Password recovery: the forgot-password dialog and the page of the e-mailed link (/reset). The only
 * module other features, the router and stories import from this folder; both are lazy chunks.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

export const ForgotPasswordDialog = lazyComponent(
  () => import('./components/forgot-password-dialog'),
  'ForgotPasswordDialog',
);

/** Route `lazy` of /reset?ticket=&email=. */
export const loadResetPage = lazyPage(() => import('./pages/reset-page'), 'ResetPage');
