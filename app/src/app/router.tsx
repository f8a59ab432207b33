import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { TEXTS } from '../config/texts';
import { paths } from '../config/paths';
import { loadAdminHomePage, loadAuditPage, loadNewUsersPage, loadSubjectsPage, loadUsersPage } from '../features/admin';
import { loadCartPage } from '../features/catalog';
import {
  loadCourseEditPage,
  loadCourseNewPage,
  loadCoursePage,
  loadCoursesPage,
  loadCourseStudentsPage,
  loadMaterialPage,
  loadTeachersPage,
} from '../features/courses';
import { loadAssignmentPage, loadCheckPage, loadHomeworkPage, loadReviewQueuePage } from '../features/homework';
import { loadHomePage } from '../features/dashboard';
import { loadLinkVkPage, loadVkReturnPage } from '../features/integrations/vk';
import { loadSettingsPage } from '../features/profile';
import { loadPrivacyPage, PRIVACY_TITLE } from '../features/legal';
import { loadResetPage } from '../features/recovery';
import { loadParentConsentPage, loadRegisterPage } from '../features/registration';
import { loadCalendarPage } from '../features/lessons';
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
          {
            path: child(paths.privacy.path),
            title: PRIVACY_TITLE,
            lazy: loadPrivacyPage,
          },
          {
            path: child(paths.parentConsent.path),
            title: 'Согласие родителя',
            lazy: loadParentConsentPage,
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
                path: child(paths.newCourse.path),
                title: 'Новый курс',
                lazy: loadCourseNewPage,
              },
              {
                path: child(paths.course.path),
                title: 'Курс',
                lazy: loadCoursePage,
              },
              {
                path: child(paths.courseEdit.path),
                title: 'Редактирование курса',
                lazy: loadCourseEditPage,
              },
              {
                path: child(paths.courseStudents.path),
                title: 'Ученики курса',
                lazy: loadCourseStudentsPage,
              },
              {
                path: child(paths.material.path),
                title: 'Материал курса',
                lazy: loadMaterialPage,
              },
              {
                path: child(paths.teachers.path),
                title: 'Преподаватели',
                lazy: loadTeachersPage,
              },
              { path: child(paths.homework.path), title: 'Домашние задания', lazy: loadHomeworkPage },
              { path: child(paths.reviewQueue.path), title: 'Непроверенные работы', lazy: loadReviewQueuePage },
              { path: child(paths.checkWork.path), title: 'Проверка работы', lazy: loadCheckPage },
              { path: child(paths.assignment.path), title: 'Задание', lazy: loadAssignmentPage },
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

/** A lazy route's page: its module is asked for when the route is navigated to, or sooner by loadPageFor. */
function lazyRoutePage(load: NonNullable<PageRoute['lazy']>) {
  const state: { loading?: Promise<void>; settled: boolean; Page?: ComponentType; error?: unknown } = {
    settled: false,
  };
  const start = () =>
    (state.loading ??= load().then(
      ({ Component }) => {
        Object.assign(state, { settled: true, Page: Component });
      },
      (error: unknown) => {
        Object.assign(state, { settled: true, error });
      },
    ));
  /* AppRoutes renders a page once its module is in, except where nothing was on screen before it (a test's
     first render): there the page draws itself when its module arrives, also if that was while it was mounted
     hidden behind the session's skeleton, where its effects wait until it is shown. A module that failed for
     good is thrown to RouteErrorBoundary. */
  function LazyPage() {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const drawn = state.Page !== undefined;
    useEffect(() => {
      if (drawn) return;
      let current = true;
      void start().then(() => current && arrived());
      return () => {
        current = false;
      };
    }, [drawn]);
    if (state.error !== undefined) throw state.error;
    return state.Page ? <state.Page /> : null;
  }
  return { element: <LazyPage />, start, settled: () => state.settled };
}

interface RouteHandle {
  title?: string;
  /** Starts loading the route's page module. */
  load?: () => Promise<void>;
  /** Whether the route's page module is in, or failed for good. */
  settled?: () => boolean;
}

function toRouteObjects(table: PageRoute[]): RouteObject[] {
  return table.map(({ lazy, title, element, children, ...route }) => {
    const page = lazy && lazyRoutePage(lazy);
    const handle: RouteHandle = { title, load: page?.start, settled: page?.settled };
    return {
      ...route,
      handle,
      element: page ? page.element : element,
      children: children && toRouteObjects(children),
    } as RouteObject;
  });
}

const routeObjects = toRouteObjects(routes);

/* matchRoutes flattens and ranks the whole table and compiles each route's pattern on every call (20-30 ms of a
   page load on a slow host, unthrottled), and AppRoutes needs a location's matches several times a render. The
   table never changes, so a pathname's matches are kept; the few pathnames of a visit fit well under the bound. */
const MATCHES_KEPT = 100;
const matchesByPathname = new Map<string, RouteMatch[]>();
function matchesOf(pathname: string): RouteMatch[] {
  let matches = matchesByPathname.get(pathname);
  if (!matches) {
    if (matchesByPathname.size >= MATCHES_KEPT) matchesByPathname.clear();
    matches = matchRoutes(routeObjects, pathname) ?? [];
    matchesByPathname.set(pathname, matches);
  }
  return matches;
}

const handlesOf = (pathname: string) => matchesOf(pathname).map(({ route }) => route.handle as RouteHandle);

/** Starts loading the page modules of `pathname`'s routes; settles once they are in (or failed). */
export function loadPageFor(pathname: string): Promise<unknown> {
  return Promise.all(handlesOf(pathname).map((handle) => handle.load?.()));
}

const pageReady = (pathname: string) => handlesOf(pathname).every((handle) => handle.settled?.() ?? true);

/**
 * The app's pages with the tab's title, the scroll position and the error page. As the data router did, a
 * navigation keeps the page it leaves on screen, at its own location, until the next page's module is in.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState(location);
  const [, pageArrived] = useReducer((count: number) => count + 1, 0);
  const ready = pageReady(location.pathname);
  if (ready && shown !== location) setShown(location);
  const displayed = ready ? location : shown;

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadPageFor(location.pathname).then(() => current && pageArrived());
    return () => {
      current = false;
    };
  }, [location, ready]);

  useDocumentTitle(handlesOf(displayed.pathname).map((handle) => handle.title));
  useScrollRestoration(displayed, navigationType);
  const pages = useRoutes(routeObjects, displayed);
  return <RouteErrorBoundary resetKey={displayed.key}>{pages}</RouteErrorBoundary>;
}
