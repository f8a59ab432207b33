import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { FIRST_PAINT_FILES, type FirstPaint } from './contract.ts';
import { isAppBuild, repoRoot } from './paths.ts';
import { writeRoutePages } from './route-pages.ts';

/**
 * Each HTML file of FIRST_PAINT_FILES gets its first paint (app/src/app/prerender.tsx: the shell with the page
 * skeleton, or with the anonymous home) rendered at build time with its styles, and the entry's style sheet inline,
 * so a visitor sees the page before any other file arrives.
 */
export const firstPaint = (): Plugin => {
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
