/**
 * Session: health check, sign-in, the signed-in user, sign-out and the dialogs that block the app.
 * The only module other features and the app import from this folder. Dialogs stay lazy chunks:
 * importing this index adds none of them to the importer's chunk (only the small PageBehindSkeleton, which the
 * first download holds anyway for the guards).
 */
import { lazyComponent } from '../../lib/lazy-page';

export { sessionApi } from './api';
export { logout, registerSessionListeners, startSession } from './session';
export {
  loginDialogChanged,
  selectBlocker,
  selectLoading,
  selectLoggingOut,
  selectLoginDialog,
  selectLoginNotice,
  sessionAnonymous,
  sessionSlice,
} from './session-slice';
export { useArrivingUser, useCurrentUser, useSessionLoading } from './hooks/use-current-user';
export { useAfterPageShown } from './hooks/use-after-page-shown';
export { PageBehindSkeleton } from './components/page-behind-skeleton';
export { SessionView } from './components/session-view';

export const LoginDialog = lazyComponent(() => import('./components/login-dialog'), 'LoginDialog');
export const BannedDialog = lazyComponent(() => import('./components/banned-dialog'), 'BannedDialog');
export const ServerErrorDialog = lazyComponent(() => import('./components/server-error-dialog'), 'ServerErrorDialog');
/**
 * A student under 14 signing in before the parent confirmed: the server's message and a resend of the
 * mail. Its file is fetched when asked for (the VK ID return page, on the 403), and the component is
 * rendered once it is in: no Suspense fallback between the answer and the notice.
 */
export const loadParentConsentPending = () =>
  import('./components/parent-consent-pending').then((module) => module.ParentConsentPending);
/** 'Где Вы вошли': the account's active sign-ins on the settings page. */
export const SignInsSection = lazyComponent(() => import('./components/sign-ins-section'), 'SignInsSection');
