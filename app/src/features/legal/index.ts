/** The help dialog and the public offer, each a lazy chunk fetched when first opened. */
import { lazyComponent } from '../../lib/lazy-page';

export const OfferDialog = lazyComponent(() => import('./components/offer-dialog'), 'OfferDialog');
export const HelpDialog = lazyComponent(() => import('./components/help-dialog'), 'HelpDialog');
