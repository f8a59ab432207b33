import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isAppBuild } from './paths.ts';

/**
 * The build writes a Brotli (.br) and a gzip (.gz) copy of every text file beside it, compressed once at the
 * strongest levels, which the server sends as they are (@fastify/static's preCompressed) instead of compressing
 * each answer at a fast level. Fonts are compressed already; source maps are for developers only.
 */
export const precompress = (): Plugin => {
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
