import { TEXTS } from '@school/contract';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage } from '../lib/lazy-page';
import { title } from './routes/document-title';
import { RequireSenior, RequireUser } from './routes/guards';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { Shell } from './shell/shell';

/* Relative child paths: `paths.*.path` are absolute, the admin group nests under /admin. */
const child = (absolute: string, parent = '/') => absolute.slice(parent === '/' ? 1 : parent.length + 1);

/**
 * The route table of platform.md section 2. Pages are lazy route modules: only the shell and what
 * the current page needs load up front. New pages go into the group whose access they need.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Shell />,
        children: [
          // Public, with the shell.
          {
            index: true,
            handle: title(TEXTS.home),
            lazy: lazyPage(() => import('../features/dashboard/pages/home-page'), 'HomePage'),
          },
          {
            path: child(paths.cart.path),
            handle: title('Оплата'),
            lazy: lazyPage(() => import('../features/catalog/pages/cart-page'), 'CartPage'),
          },

          // Sign-in required.
          {
            element: <RequireUser />,
            children: [
              {
                path: child(paths.calendar.path),
                handle: title('Расписание'),
                lazy: lazyPage(() => import('../features/dashboard/pages/calendar-page'), 'CalendarPage'),
              },
              {
                path: child(paths.courses.path),
                handle: title('Курсы'),
                lazy: lazyPage(() => import('../features/catalog/pages/courses-page'), 'CoursesPage'),
              },
              {
                path: child(paths.teachers.path),
                handle: title('Преподаватели'),
                lazy: lazyPage(() => import('../features/catalog/pages/teachers-page'), 'TeachersPage'),
              },
            ],
          },

          // Sign-in required; anonymous visitors are sent to / (platform.md section 2).
          {
            element: <RequireUser anonymous="home" />,
            children: [
              {
                path: child(paths.settings.path),
                handle: title(TEXTS.settingsTitle),
                lazy: lazyPage(() => import('../features/settings/pages/settings-page'), 'SettingsPage'),
              },
            ],
          },

          // SENIOR only; everyone else is sent to /.
          {
            path: child(paths.admin.home.path),
            element: <RequireSenior />,
            children: [
              {
                index: true,
                handle: title(TEXTS.adminMenu),
                lazy: lazyPage(() => import('../features/admin/pages/admin-home-page'), 'AdminHomePage'),
              },
              {
                path: child(paths.admin.users.path, paths.admin.home.path),
                handle: title(TEXTS.usersTitle),
                lazy: lazyPage(() => import('../features/admin/pages/users-page'), 'UsersPage'),
              },
              {
                path: child(paths.admin.newUsers.path, paths.admin.home.path),
                handle: title(TEXTS.newUsersTitle),
                lazy: lazyPage(() => import('../features/admin/pages/new-users-page'), 'NewUsersPage'),
              },
              {
                path: child(paths.admin.subjects.path, paths.admin.home.path),
                handle: title(TEXTS.subjectsTitle),
                lazy: lazyPage(() => import('../features/admin/pages/subjects-page'), 'SubjectsPage'),
              },
            ],
          },

          { path: '*', handle: title('Страница не найдена'), element: <NotFoundPage /> },
        ],
      },

      // Without the shell.
      {
        path: child(paths.register.path),
        handle: title('Регистрация'),
        lazy: lazyPage(() => import('../features/registration/pages/register-page'), 'RegisterPage'),
      },
      {
        path: child(paths.vkReturn.path),
        handle: title('Вход через VK ID'),
        lazy: lazyPage(() => import('../features/social/pages/vk-return-page'), 'VkReturnPage'),
      },
      {
        path: child(paths.linkVk.path),
        handle: title('Привязка VK ID'),
        lazy: lazyPage(() => import('../features/social/pages/link-vk-page'), 'LinkVkPage'),
      },
      {
        path: child(paths.reset.path),
        handle: title(TEXTS.recoveryTitle),
        lazy: lazyPage(() => import('../features/recovery/pages/reset-page'), 'ResetPage'),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** For stories and tests: the same routes in memory, starting at `path`. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
