/**
 * Session: health check, sign-in, the signed-in user, sign-out and the dialogs that block the app.
 * The only module other features and the app import from this folder. Dialogs stay lazy chunks:
 * importing this index never adds a component to the importer's chunk.
 */
import { lazyComponent } from '../../lib/lazy-page';

export { sessionApi } from './api';
export { logout, registerSessionListeners, startSession } from './session';
export { useCurrentUser, useSessionLoading } from './hooks/use-current-user';

export const LoginDialog = lazyComponent(() => import('./components/login-dialog'), 'LoginDialog');
export const BannedDialog = lazyComponent(() => import('./components/banned-dialog'), 'BannedDialog');
export const ServerErrorDialog = lazyComponent(() => import('./components/server-error-dialog'), 'ServerErrorDialog');
/** 'Где Вы вошли': the account's active sign-ins on the settings page. */
export const SignInsSection = lazyComponent(() => import('./components/sign-ins-section'), 'SignInsSection');
