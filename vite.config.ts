import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { createServer, createServerModuleRunner, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
import { defineConfig } from 'vitest/config';
/* By path: Vite leaves a package import of its config to Node, and Node 20 cannot load the contract's TypeScript. */
/* eslint-disable import/no-relative-packages */
import {
  COOKIES,
  FIRST_PAINT_FILES,
  ROUTE_PAGES_FILE,
  type FirstPaint,
  type RoutePages,
} from './packages/contract/src/constants.ts';
/* eslint-enable import/no-relative-packages */

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Debian's chromium: npm tools cannot download a browser on these machines. */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/* A fresh object per project: Vitest mutates `instances`, and a shared one makes
   one project's tests run under another's name. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumLaunchArgs,
    },
    /* Dates in stories (sign-in times, the calendar) and their screenshots read the same on any machine. */
    contextOptions: { timezoneId: 'UTC' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/** The server suite on one database: PGlite when `databaseUrl` is empty, else that PostgreSQL server. */
const serverProject = (name: string, databaseUrl: string) => ({
  test: {
    name,
    root: repoRoot,
    environment: 'node' as const,
    include: ['packages/server/test/**/*.test.ts'],
    /* test/postgres/ holds what only a PostgreSQL server can show (several processes on one database). */
    exclude: databaseUrl ? [] : ['packages/server/test/postgres/**'],
    env: { TEST_DATABASE_URL: databaseUrl },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

/** `vite --mode mock` (npm run dev:mock): the same page, started by an entry that first starts MSW. */
const mockEntry = (): Plugin => ({
  name: 'school:mock-entry',
  apply: (_, { mode }) => mode === 'mock',
  transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/testing/mock-main.ts'),
});

/** The app's own build: Storybook builds with this file's plugins too, from the repository root. */
const isAppBuild = (root: string) => path.resolve(root) === path.join(repoRoot, 'app');

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
        // js-cookie, which reads the session's cookies (lib/cookies), reads document.cookie when there is one.
        if (session) Object.assign(globalThis, { document: { cookie: `${COOKIES.accessToken}=build` } });
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
async function writeRoutePages(server: ViteDevServer, dir: string, bundle: Rolldown.OutputBundle) {
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
        .filter((part) => part && !part.startsWith(':'))
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

/**
 * Each HTML file of FIRST_PAINT_FILES gets its first paint (app/src/app/prerender.tsx: the shell with the page
 * skeleton, or with the anonymous home) rendered at build time with its styles, and the entry's style sheet inline,
 * so a visitor sees the page before any other file arrives.
 */
const firstPaint = (): Plugin => {
  let mode = 'production';
  let app = false;
  return {
    name: 'school:first-paint',
    apply: (_, env) => env.command === 'build' && env.mode !== 'mock',
    configResolved(config) {
      mode = config.mode;
      app = isAppBuild(config.root);
    },
    writeBundle: {
      sequential: true,
      async handler({ dir }, bundle) {
        if (!dir || !app) return;
        const server = await createServer({
          configFile: false,
          root: path.join(repoRoot, 'app'),
          // The build's own .env files and mode: VITE_SCHOOL_TITLE is in the app bar.
          envDir: repoRoot,
          mode,
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          // Its CommonJS build for Node hands `styled` over as `default.default`; its ES module build does not.
          ssr: { noExternal: ['styled-components'] },
        });
        try {
          const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderFirstPaint: (paint: FirstPaint) => { root: string; styles: string };
          };
          const html = readFileSync(path.join(dir, FIRST_PAINT_FILES.skeleton), 'utf8');
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
          for (const [paint, file] of Object.entries(FIRST_PAINT_FILES) as [FirstPaint, string][]) {
            const { root, styles } = module.renderFirstPaint(paint);
            writeFileSync(
              path.join(dir, file),
              html
                /* The entry's style sheet (the fonts' @font-face, under 2 kB) goes inline: nothing then holds the paint
                   back. Its link stays, disabled (never fetched): Vite's preload helper looks for it before a lazy
                   chunk that counts it among its dependencies runs, and without it would load the sheet again and
                   wait for it, one more round trip before the page. */
                .replace(
                  /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"[^>]*>/g,
                  (_, href: string) =>
                    `<style>${readFileSync(path.join(dir, href), 'utf8').trim()}</style><link rel="stylesheet" disabled href="${href}">`,
                )
                /* The paint needs no script: the app's files are asked for at low priority, so on a slow line the
                   fonts of the first paint come first, and tools that take a high-priority script for a
                   render-blocking one (Lighthouse's simulation: module scripts leave no evaluation event it reads)
                   see that it is not. */
                .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
                .replace('</head>', `${styles}</head>`)
                .replace('<div id="root"></div>', `<div id="root">${root}</div>`),
            );
          }
          await writeRoutePages(server, dir, bundle);
        } finally {
          await server.close();
        }
      },
    },
  };
};

/**
 * The favicon goes into the HTML as a data: URL of public/favicon.svg (260 bytes; the file stays for whoever asks
 * for it). Its own request took one of a slow line's six connections for a round trip while the app's first
 * files waited for one (issue 16: in Lighthouse's simulation of the dashboard, LCP one round trip sooner in three
 * traces of four).
 */
const inlineFavicon = (): Plugin => ({
  name: 'school:inline-favicon',
  transformIndexHtml(html) {
    const svg = readFileSync(path.join(repoRoot, 'public/favicon.svg'), 'utf8').trim().replaceAll('"', "'");
    const dataUrl = `data:image/svg+xml,${svg.replace(/[<>#%\n]/g, encodeURIComponent)}`;
    return html.replace('href="/favicon.svg"', `href="${dataUrl}"`);
  },
});

/**
 * The build writes a Brotli (.br) and a gzip (.gz) copy of every text file beside it, compressed once at the
 * strongest levels, which the server sends as they are (@fastify/static's preCompressed) instead of compressing
 * each answer at a fast level. Fonts are compressed already; source maps are for developers only.
 */
const precompress = (): Plugin => {
  let app = false;
  return {
    name: 'school:precompress',
    apply: 'build',
    configResolved(config) {
      app = isAppBuild(config.root);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler({ dir }) {
        if (!dir || !app) return;
        for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
};

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` is compiled whole
 * on a background thread while it streams in, instead of function by function on the main thread as each is first
 * called. Nearly all of the first file runs while a page loads (React, the router, the store, the shell), and that
 * compiling on first call was half of its evaluation, the page's longest task (issue 16: 50-140 of 110-190 ms
 * unthrottled). The other files keep V8's lazy default: most of them are pages and dialogs, and the largest (the VK
 * ID SDK, zod in the bulk invite) are mostly code a visit never calls. The hint goes on after minifying, which drops
 * comments; the source map's lines move down by one with it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The name of the app's first file (`oneFirstChunk`). */
const FIRST_CHUNK = 'index';
const compileHints = (): Plugin => ({
  name: 'school:compile-hints',
  apply: (config, { command }) => command === 'build' && isAppBuild(config.root ?? '.'),
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== FIRST_CHUNK) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type !== 'asset') continue;
        const sourceMap = JSON.parse(map.source.toString()) as { mappings: string };
        map.source = JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` });
      }
    },
  },
});

/**
 * The design system's components built on a library of their own (downshift, TanStack Virtual, react-day-picker,
 * react-otp-input, react-easy-crop), the contract's zod schemas and the VK ID SDK: a page that uses one of them
 * asks for its file, and the others never download it.
 */
const OWN_LIBRARY_MODULES =
  /packages\/ui\/src\/(Select|DataTable|Calendar|DatePicker|OtpInput|CropDialog)\/|packages\/contract\/src\/(schemas|endpoints)|features\/integrations\/vk\//;

/**
 * The app's first download as one file: every module the entry imports statically (rolldown's `$initial` tag:
 * the framework, the shell, the store) goes into one chunk instead of the entry and eight shared chunks. One
 * file compresses better than its parts (about 1.3 kB gzip on the anonymous home, issue 16), and the home asks
 * for three files instead of eleven.
 *
 * The pages stay lazy chunks of their own, and what two pages or more share of the app and the design system
 * (fields, cards, dialogs, texts, rules, date formatting) is one more file, `shared`, rather than a file for each
 * piece: a signed-in page asked for 11-16 files, each taking a share of a slow line while the first file still
 * downloads, and now asks for three or four (issue 16: Lighthouse's simulated LCP 0.1-0.4 s sooner on
 * `/calendar`, `/settings` and `/admin/users`). What is built on a library of its own (OWN_LIBRARY_MODULES)
 * keeps its file. Only the app's build: Storybook builds with this file too, and its preview is another matter.
 */
const oneFirstChunk = (): Plugin => ({
  name: 'school:one-first-chunk',
  apply: 'build',
  config: (config) =>
    isAppBuild(config.root ?? '.')
      ? {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: FIRST_CHUNK, tags: ['$initial'], priority: 2 },
                    {
                      name: 'shared',
                      minShareCount: 2,
                      test: (id) => !id.includes('/node_modules/') && !OWN_LIBRARY_MODULES.test(id),
                      priority: 1,
                    },
                  ],
                },
              },
            },
            /* react-dom alone is 200 kB before gzip; bench:bundle watches what the file costs a visitor. */
            chunkSizeWarningLimit: 600,
          },
        }
      : undefined,
});

/**
 * react-router 7 points every import condition at its development build (remix-run/react-router#12532, #14102),
 * whose only difference is dev warnings left on in production. A build takes its production files, both entries
 * alike, so that one copy of the router (and of its React contexts) is bundled.
 */
export const productionReactRouter = (): Plugin => {
  const production = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'school:production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
};

export default defineConfig({
  root: 'app',
  publicDir: '../public',
  envDir: repoRoot,
  plugins: [
    react(),
    mockEntry(),
    inlineFavicon(),
    firstPaint(),
    precompress(),
    oneFirstChunk(),
    compileHints(),
    productionReactRouter(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/server': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  test: {
    root: repoRoot,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: repoRoot,
          environment: 'jsdom',
          include: [
            'packages/{contract,ui,mocks}/src/**/*.test.{ts,tsx}',
            'app/src/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      serverProject('server', ''),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', process.env.TEST_DATABASE_URL)] : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${repoRoot}.storybook` })],
        test: {
          name: 'storybook',
          root: repoRoot,
          /* Visual regression: every story is compared with its baseline in light and dark. */
          setupFiles: ['tests/visual/setup.ts'],
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({
                  arg,
                  browserName,
                  platform,
                  ext,
                }: {
                  arg: string;
                  browserName: string;
                  platform: string;
                  ext: string;
                }) => `${repoRoot}tests/visual/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
