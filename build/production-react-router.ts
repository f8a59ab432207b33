import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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
