/** The cart: a placeholder until payments exist. Pages are lazy route modules. */
import { lazyPage } from '../../lib/lazy-page';

export const loadCartPage = lazyPage(() => import('./pages/cart-page'), 'CartPage');
