/**
 * The help dialog, the public offer and the privacy policy (/privacy), each a lazy chunk fetched when
 * first opened. The registration forms' consent box (components/consent-checkbox) links to the policy.
 */
import { lazyComponent, lazyPage } from '../../lib/lazy-page';

export const OfferDialog = lazyComponent(() => import('./components/offer-dialog'), 'OfferDialog');
export const HelpDialog = lazyComponent(() => import('./components/help-dialog'), 'HelpDialog');

export { PRIVACY_TITLE } from './privacy-title';

/** Route `lazy` of /privacy. */
export const loadPrivacyPage = lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage');
