import { Suspense, use, useMemo, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { TEXTS } from '../config/texts';
import { paths } from '../config/paths';
import { loadAdminHomePage, loadAuditPage, loadNewUsersPage, loadSubjectsPage, loadUsersPage } from '../features/admin';
import { loadCartPage, loadCoursesPage, loadTeachersPage } from '../features/catalog';
import { loadHomePage } from '../features/dashboard';
import { loadLinkVkPage, loadVkReturnPage } from '../features/integrations/vk';
import { loadSettingsPage } from '../features/profile';
import { loadResetPage } from '../features/recovery';
import { loadRegisterPage } from '../features/registration';
import { loadCalendarPage } from '../features/schedule';
import { useDocumentTitle } from './routes/document-title';
import { RequireSenior, RequireUser } from './routes/guards';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';
import { useScrollRestoration } from './routes/scroll-restoration';
import { Shell } from './shell/shell';

/**
 * A route of the table. The app renders it with react-router's declarative routes (`useRoutes`), not its data
 * router, whose loaders and actions the pages do not use (they load through RTK Query): the data router is 15 kB
 * of Brotli in every visitor's first file.
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Loads the page's module (lib/lazy-page): only the shell and the current page load up front. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** The page's name in the browser tab: 'Расписание — Онлайн-школа'. */
  title?: string;
  children?: PageRoute[];
}

/* Relative child paths: `paths.*.path` are absolute, the admin group nests under /admin. */
const child = (absolute: string, parent = '/') => absolute.slice(parent === '/' ? 1 : parent.length + 1);

/**
 * The route table of platform.md section 2. Pages are lazy route modules, taken from each feature's
 * index: only the shell and what the current page needs load up front. New pages go into the group whose access they need.
 */
export const routes: PageRoute[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <Shell />,
        children: [
          // Public, with the shell.
          {
            index: true,
            title: TEXTS.home,
            lazy: loadHomePage,
          },
          {
            path: child(paths.cart.path),
            title: 'Оплата',
            lazy: loadCartPage,
          },

          // Sign-in required.
          {
            element: <RequireUser />,
            children: [
              {
                path: child(paths.calendar.path),
                title: 'Расписание',
                lazy: loadCalendarPage,
              },
              {
                path: child(paths.courses.path),
                title: 'Курсы',
                lazy: loadCoursesPage,
              },
              {
                path: child(paths.teachers.path),
                title: 'Преподаватели',
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
                title: TEXTS.settingsTitle,
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
                title: TEXTS.adminMenu,
                lazy: loadAdminHomePage,
              },
              {
                path: child(paths.admin.users.path, paths.admin.home.path),
                title: TEXTS.usersTitle,
                lazy: loadUsersPage,
              },
              {
                path: child(paths.admin.newUsers.path, paths.admin.home.path),
                title: TEXTS.newUsersTitle,
                lazy: loadNewUsersPage,
              },
              {
                path: child(paths.admin.subjects.path, paths.admin.home.path),
                title: TEXTS.subjectsTitle,
                lazy: loadSubjectsPage,
              },
              {
                path: child(paths.admin.audit.path, paths.admin.home.path),
                title: TEXTS.auditTitle,
                lazy: loadAuditPage,
              },
            ],
          },

          { path: '*', title: 'Страница не найдена', element: <NotFoundPage /> },
        ],
      },

      // Without the shell.
      {
        path: child(paths.register.path),
        title: 'Регистрация',
        lazy: loadRegisterPage,
      },
      {
        path: child(paths.vkReturn.path),
        title: 'Вход через VK ID',
        lazy: loadVkReturnPage,
      },
      {
        path: child(paths.linkVk.path),
        title: 'Привязка VK ID',
        lazy: loadLinkVkPage,
      },
      {
        path: child(paths.reset.path),
        title: TEXTS.recoveryTitle,
        lazy: loadResetPage,
      },
    ],
  },
];

/** A lazy route's page: its module is asked for when the route first renders, or sooner by loadPageFor. */
function lazyRoutePage(load: NonNullable<PageRoute['lazy']>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then(({ Component }) => {
      loaded = Component;
      return Component;
    }));
  /* Once loaded, the page renders at once; before, it suspends, and a navigation (a transition) keeps the page
     it leaves on screen meanwhile. A module that failed for good is thrown to RouteErrorBoundary. */
  function LazyPage() {
    const Page = loaded ?? use(start());
    return <Page />;
  }
  return { element: <LazyPage />, start };
}

interface RouteHandle {
  title?: string;
  /** Starts loading the route's page module. */
  load?: () => Promise<unknown>;
}

function toRouteObjects(table: PageRoute[]): RouteObject[] {
  return table.map(({ lazy, title, element, children, ...route }) => {
    const page = lazy && lazyRoutePage(lazy);
    const handle: RouteHandle = { title, load: page?.start };
    return {
      ...route,
      handle,
      element: page ? page.element : element,
      children: children && toRouteObjects(children),
    } as RouteObject;
  });
}

const routeObjects = toRouteObjects(routes);

/** Starts loading the page modules of `pathname`'s routes; settles once they are in (or failed). */
export function loadPageFor(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  return Promise.allSettled(matches.map(({ route }) => (route.handle as RouteHandle).load?.()));
}

/** The app's pages at the router's location, with the tab's title, the scroll position and the error page. */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routeObjects, location) ?? [], [location]);
  useDocumentTitle(matches.map(({ route }) => (route.handle as RouteHandle).title));
  useScrollRestoration();
  const pages = useRoutes(routeObjects, location);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={null}>{pages}</Suspense>
    </RouteErrorBoundary>
  );
}
