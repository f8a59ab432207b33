import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { repoRoot } from './paths.ts';

/**
 * The favicon goes into the HTML as a data: URL of public/favicon.svg (260 bytes; the file stays for whoever asks
 * for it). Its own request took one of a slow line's six connections for a round trip while the app's first
 * files waited for one (issue 16: in Lighthouse's simulation of the dashboard, LCP one round trip sooner in three
 * traces of four).
 */
export const inlineFavicon = (): Plugin => ({
  name: 'school:inline-favicon',
  transformIndexHtml(html) {
    const svg = readFileSync(path.join(repoRoot, 'public/favicon.svg'), 'utf8').trim().replaceAll('"', "'");
    const dataUrl = `data:image/svg+xml,${svg.replace(/[<>#%\n]/g, encodeURIComponent)}`;
    return html.replace('href="/favicon.svg"', `href="${dataUrl}"`);
  },
});
