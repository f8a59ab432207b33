import { lazyComponent } from '../../lib/lazy-page';

/* Each dialog is its own chunk, fetched when first opened: the anonymous home page needs none. */

export const LoginDialog = lazyComponent(() => import('../../features/auth/components/login-dialog'), 'LoginDialog');
export const RegistrationDialog = lazyComponent(
  () => import('../../features/auth/components/registration-dialog'),
  'RegistrationDialog',
);
export const ForgotPasswordDialog = lazyComponent(
  () => import('../../features/auth/components/forgot-password-dialog'),
  'ForgotPasswordDialog',
);
export const UnfinishedRegistrationDialog = lazyComponent(
  () => import('../../features/auth/components/unfinished-registration-dialog'),
  'UnfinishedRegistrationDialog',
);
export const BannedDialog = lazyComponent(() => import('../../features/auth/components/banned-dialog'), 'BannedDialog');
export const ServerErrorDialog = lazyComponent(
  () => import('../../features/auth/components/server-error-dialog'),
  'ServerErrorDialog',
);
export const OfferDialog = lazyComponent(() => import('../../features/legal/components/offer-dialog'), 'OfferDialog');
export const HelpDialog = lazyComponent(() => import('../../features/legal/components/help-dialog'), 'HelpDialog');
