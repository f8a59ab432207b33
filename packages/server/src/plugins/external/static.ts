import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_PREFIX,
  COOKIES,
  ERROR_CODES,
  FIRST_PAINT_FILES,
  MESSAGES,
  ROUTE_PAGES_FILE,
  type RoutePages,
} from '@school/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The build's own compressed copies of a file: the headers follow the file they stand for. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Whether the browser holds a session, as far as its cookies tell (the app checks it with the server). */
function bringsSession(request: FastifyRequest): boolean {
  const cookies = parseCookies(request.headers.cookie ?? '');
  return Boolean(cookies[COOKIES.accessToken] || cookies[COOKIES.refreshToken]);
}

/**
 * The build's HTML of each route (ROUTE_PAGES_FILE). A build without that index still has its first paints:
 * `/` without a session cookie is the anonymous home, every other page the skeleton.
 */
function routePages(distDir: string): RoutePages {
  const index = path.join(distDir, ROUTE_PAGES_FILE);
  if (existsSync(index)) return JSON.parse(readFileSync(index, 'utf8')) as RoutePages;
  const anonymousHome = existsSync(path.join(distDir, FIRST_PAINT_FILES.anonymousHome))
    ? FIRST_PAINT_FILES.anonymousHome
    : FIRST_PAINT_FILES.skeleton;
  return { '/': { session: FIRST_PAINT_FILES.skeleton, anonymous: anonymousHome } };
}

/**
 * Serves the built app from dist/: hashed files under /assets are cached for a year, the HTML is
 * revalidated on every load. A route of the app gets its own HTML (ROUTE_PAGES_FILE): its first paint
 * with links that start its page's files at once; `/` without a session cookie gets the one whose first
 * paint is already the anonymous home page, so such a visitor reads it before any script has run. Any
 * other page path outside /server (`/calendar/`, an unknown one) gets index.html, the skeleton without links,
 * and the app shows what the path holds.
 * Text files go out as the build's Brotli or gzip copies (compressed once at the strongest level)
 * when the browser takes them. Without a build the API still works and / says so.
 */
export const staticPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, FIRST_PAINT_FILES.skeleton);
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        // `/` is answered below: which HTML depends on the visitor.
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const original = filePath.replace(PRECOMPRESSED, '');
          const relative = path.relative(distDir, original).split(path.sep);
          if (relative[0] === 'assets') reply.header('Cache-Control', IMMUTABLE);
          else if (original.endsWith('.html')) reply.header('Cache-Control', NO_CACHE);
          else reply.header('Cache-Control', 'public, max-age=3600');
        },
      });
      for (const [route, page] of Object.entries(routePages(distDir))) {
        app.get(route, { schema: { hide: true } }, async (request, reply) =>
          reply
            .header('Cache-Control', NO_CACHE)
            .header('Vary', 'Cookie')
            .sendFile(bringsSession(request) ? page.session : page.anonymous),
        );
      }
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send(
            'Приложение не собрано: выполните `npm run build` (или `npm start`, который соберет его сам). API работает по адресу /server.',
          ),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
      if (!isApi && built && isPage) {
        return reply.header('Cache-Control', NO_CACHE).sendFile(FIRST_PAINT_FILES.skeleton);
      }
      return reply.code(404).send({ message: MESSAGES.notFound, code: ERROR_CODES.notFound });
    });
  },
  { name: 'static' },
);
