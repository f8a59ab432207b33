/** Courses, teachers and the cart: placeholders until the catalogue exists. Pages are lazy route modules. */
import { lazyPage } from '../../lib/lazy-page';

export const loadCartPage = lazyPage(() => import('./pages/cart-page'), 'CartPage');
export const loadCoursesPage = lazyPage(() => import('./pages/courses-page'), 'CoursesPage');
export const loadTeachersPage = lazyPage(() => import('./pages/teachers-page'), 'TeachersPage');
