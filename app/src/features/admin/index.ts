/** The admin area (SENIOR only). Pages are lazy route modules. */
import { lazyPage } from '../../lib/lazy-page';

export const loadAdminHomePage = lazyPage(() => import('./pages/admin-home-page'), 'AdminHomePage');
export const loadUsersPage = lazyPage(() => import('./pages/users-page'), 'UsersPage');
export const loadNewUsersPage = lazyPage(() => import('./pages/new-users-page'), 'NewUsersPage');
export const loadSubjectsPage = lazyPage(() => import('./pages/subjects-page'), 'SubjectsPage');
export const loadAuditPage = lazyPage(() => import('./pages/audit-page'), 'AuditPage');
