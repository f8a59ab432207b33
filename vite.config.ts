import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileHints } from './build/compile-hints.ts';
import { firstPaint } from './build/first-paint.ts';
import { inlineFavicon } from './build/inline-favicon.ts';
import { mockEntry } from './build/mock-entry.ts';
import { oneFirstChunk } from './build/one-first-chunk.ts';
import { repoRoot } from './build/paths.ts';
import { precompress } from './build/precompress.ts';
import { productionReactRouter } from './build/production-react-router.ts';
import { projects } from './vitest.projects.ts';

/* The app's build and dev server; Storybook builds with these plugins too (.storybook/main.ts moves its root).
   Each plugin of ours is a file in build/, the Vitest projects are in vitest.projects.ts. */
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
    projects,
  },
});
