/**
 * Registration: the self-registration dialog, the unfinished-registration prompt and the wizard
 * (/register/:id?). The only module other features, the router and stories import from this folder.
 * Components and pages are exported lazily, so importing this index (the session does, at start-up)
 * never pulls them into the importer's chunk.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

export {
  lookForUnfinishedRegistration,
  selectUnfinishedRegistration,
  unfinishedRegistrationSlice,
} from './unfinished-registration';

export const RegistrationDialog = lazyComponent(() => import('./components/registration-dialog'), 'RegistrationDialog');
export const UnfinishedRegistrationDialog = lazyComponent(
  () => import('./components/unfinished-registration-dialog'),
  'UnfinishedRegistrationDialog',
);

/** Route `lazy` of /register/:id?. */
export const loadRegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
/** Route `lazy` of /parent-consent?token=: the parent of a student under 14 confirms the consent. */
export const loadParentConsentPage = lazyPage(() => import('./pages/parent-consent-page'), 'ParentConsentPage');
