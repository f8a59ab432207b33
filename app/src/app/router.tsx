import { TEXTS } from '../config/texts';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadAdminHomePage, loadAuditPage, loadNewUsersPage, loadSubjectsPage, loadUsersPage } from '../features/admin';
import { loadCartPage, loadCoursesPage, loadTeachersPage } from '../features/catalog';
import { loadHomePage } from '../features/dashboard';
import { loadLinkVkPage, loadVkReturnPage } from '../features/integrations/vk';
import { loadSettingsPage } from '../features/profile';
import { loadResetPage } from '../features/recovery';
import { loadRegisterPage } from '../features/registration';
import { loadCalendarPage } from '../features/schedule';
import { title } from './routes/document-title';
import { RequireSenior, RequireUser } from './routes/guards';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { Shell } from './shell/shell';

/* Relative child paths: `paths.*.path` are absolute, the admin group nests under /admin. */
const child = (absolute: string, parent = '/') => absolute.slice(parent === '/' ? 1 : parent.length + 1);

/**
 * The route table of platform.md section 2. Pages are lazy route modules, taken from each feature's
 * index: only the shell and what the current page needs load up front. New pages go into the group whose access they need.
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
            lazy: loadHomePage,
          },
          {
            path: child(paths.cart.path),
            handle: title('Оплата'),
            lazy: loadCartPage,
          },

          // Sign-in required.
          {
            element: <RequireUser />,
            children: [
              {
                path: child(paths.calendar.path),
                handle: title('Расписание'),
                lazy: loadCalendarPage,
              },
              {
                path: child(paths.courses.path),
                handle: title('Курсы'),
                lazy: loadCoursesPage,
              },
              {
                path: child(paths.teachers.path),
                handle: title('Преподаватели'),
                lazy: loadTeachersPage,
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
                lazy: loadSettingsPage,
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
                lazy: loadAdminHomePage,
              },
              {
                path: child(paths.admin.users.path, paths.admin.home.path),
                handle: title(TEXTS.usersTitle),
                lazy: loadUsersPage,
              },
              {
                path: child(paths.admin.newUsers.path, paths.admin.home.path),
                handle: title(TEXTS.newUsersTitle),
                lazy: loadNewUsersPage,
              },
              {
                path: child(paths.admin.subjects.path, paths.admin.home.path),
                handle: title(TEXTS.subjectsTitle),
                lazy: loadSubjectsPage,
              },
              {
                path: child(paths.admin.audit.path, paths.admin.home.path),
                handle: title(TEXTS.auditTitle),
                lazy: loadAuditPage,
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
        lazy: loadRegisterPage,
      },
      {
        path: child(paths.vkReturn.path),
        handle: title('Вход через VK ID'),
        lazy: loadVkReturnPage,
      },
      {
        path: child(paths.linkVk.path),
        handle: title('Привязка VK ID'),
        lazy: loadLinkVkPage,
      },
      {
        path: child(paths.reset.path),
        handle: title(TEXTS.recoveryTitle),
        lazy: loadResetPage,
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** For stories and tests: the same routes in memory, starting at `path`. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
