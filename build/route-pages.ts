import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServerModuleRunner, type Rolldown, type ViteDevServer } from 'vite';
import { COOKIES, FIRST_PAINT_FILES, ROUTE_PAGES_FILE, type FirstPaint, type RoutePages } from './contract.ts';

interface LazyRoute {
  path: string;
  lazy: () => Promise<unknown>;
}

/** The router's routes that load their page lazily, with their whole path (`/admin/users`). */
function lazyRoutes(routes: { path?: string; index?: boolean; lazy?: unknown; children?: unknown[] }[], parent = '') {
  const found: LazyRoute[] = [];
  for (const route of routes) {
    const routePath = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (typeof route.lazy === 'function') found.push({ path: routePath || '/', lazy: route.lazy as LazyRoute['lazy'] });
    if (route.children) found.push(...lazyRoutes(route.children as typeof routes, routePath));
  }
  return found;
}

/**
 * The app's source modules a route's loader brings in, for a visitor with a session and one without (the home
 * route also starts the dashboard's files for the first, features/dashboard). The loader runs in Node with a
 * fresh module cache each time, so every module it imports, at once or by a preload it starts, is evaluated and
 * recorded again.
 */
async function routeModules(server: ViteDevServer) {
  const ssr = server.environments.ssr;
  /* A preload the loader does not wait for is done once no module is being fetched or evaluated. */
  let fetching = 0;
  /* In the order the imports were made: the route's page before what it starts beside it. */
  const requested: string[] = [];
  const fetchModule = ssr.fetchModule.bind(ssr);
  ssr.fetchModule = async (...args) => {
    requested.push(args[0]);
    fetching += 1;
    try {
      return await fetchModule(...args);
    } finally {
      fetching -= 1;
    }
  };
  const runner = createServerModuleRunner(ssr, { hmr: false });
  const modules = runner.evaluatedModules.idToModuleMap;
  const settled = async () => {
    for (let size = -1; fetching > 0 || size !== modules.size;) {
      size = modules.size;
      await Promise.allSettled([...modules.values()].map((node) => node.promise));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  try {
    const { routes } = (await runner.import('/src/app/router.tsx')) as { routes: Parameters<typeof lazyRoutes>[0] };
    const found: { path: string; session: string[]; anonymous: string[] }[] = [];
    for (const route of lazyRoutes(routes)) {
      const loaded = async (session: boolean) => {
        runner.clearCache();
        requested.length = 0;
        /* js-cookie, which reads the session's cookies (lib/cookies), reads document.cookie when there is one; KaTeX
           (the course pages preload Markdown) warns of quirks mode unless the page says standards, as the app's does. */
        if (session) {
          Object.assign(globalThis, { document: { cookie: `${COOKIES.accessToken}=build`, compatMode: 'CSS1Compat' } });
        }
        try {
          await route.lazy();
          await settled();
        } catch (error) {
          /* A page module that needs a browser to load: its route is sent without links, as before them. */
          console.warn(`${route.path}: its files are not preloaded, its loader failed outside a browser:`, error);
          return [];
        } finally {
          Reflect.deleteProperty(globalThis, 'document');
        }
        const order = (url: string) => requested.indexOf(url);
        return [...modules.values()].sort((a, b) => order(a.url) - order(b.url)).map((node) => node.id);
      };
      found.push({ path: route.path, session: await loaded(true), anonymous: await loaded(false) });
    }
    return found;
  } finally {
    await runner.close();
  }
}

/**
 * For each lazy route, the HTML it is sent with (ROUTE_PAGES_FILE): its first paint with `modulepreload` links to
 * the route's chunks, those of every dynamic import its loader made and their static imports, less the files the
 * entry loads anyway.
 */
export async function writeRoutePages(server: ViteDevServer, dir: string, bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[], into = new Set<string>()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const paints = Object.fromEntries(
    Object.entries(FIRST_PAINT_FILES).map(([paint, file]) => [paint, readFileSync(path.join(dir, file), 'utf8')]),
  ) as Record<FirstPaint, string>;
  const htmlFiles = [...paints.skeleton.matchAll(/<(?:script|link)[^>]* (?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  const entryFiles = closure(htmlFiles.map(([, file]) => file!));
  const preloads = (modules: string[]) => {
    const pages = modules.flatMap(
      (id) => chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === id) ?? [],
    );
    const links = [...closure(pages.map((chunk) => chunk.fileName))]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
    return links.join('');
  };
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const index: RoutePages = {};
  for (const route of await routeModules(server)) {
    const name =
      route.path
        .split('/')
        .filter(Boolean)
        /* a parameter by its name: '/courses' and '/courses/:id' must not share a file */
        .map((part) => part.replace(/^:(\w+)\??$/, '$1'))
        .join('-') || 'home';
    const page = (visitor: 'session' | 'anonymous', modules: string[]) => {
      /* The rule of FIRST_PAINT_FILES: the home of a visitor without a session is painted, any other page waits. */
      const paint = visitor === 'anonymous' && route.path === '/' ? 'anonymousHome' : 'skeleton';
      const html = paints[paint].replace('</head>', `${preloads(modules)}</head>`);
      return { file: `pages/${name}-${visitor}.html`, html };
    };
    const session = page('session', route.session);
    const anonymous = page('anonymous', route.anonymous);
    writeFileSync(path.join(dir, session.file), session.html);
    if (anonymous.html !== session.html) writeFileSync(path.join(dir, anonymous.file), anonymous.html);
    index[route.path] = {
      session: session.file,
      anonymous: anonymous.html === session.html ? session.file : anonymous.file,
    };
  }
  writeFileSync(path.join(dir, ROUTE_PAGES_FILE), `${JSON.stringify(index, null, 2)}\n`);
}
