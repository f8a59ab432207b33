import type { Plugin } from 'vite';
import { FIRST_CHUNK } from './one-first-chunk.ts';
import { isAppBuild } from './paths.ts';

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

export const compileHints = (): Plugin => ({
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
