import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ERROR_CODES, MESSAGES } from '@school/contract';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The build's own compressed copies of a file: the headers follow the file they stand for. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built app from dist/: hashed files under /assets are cached for a year, index.html
 * is revalidated on every load, and any other GET outside /server gets index.html (SPA routes
 * such as /admin/users). Text files go out as the build's Brotli or gzip copies (compressed once
 * at the strongest level) when the browser takes them. Without a build the API still works and / says so.
 */
export const staticPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
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
        return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
      }
      return reply.code(404).send({ message: MESSAGES.notFound, code: ERROR_CODES.notFound });
    });
  },
  { name: 'static' },
);
