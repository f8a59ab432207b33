/**
 * `npm run bench:bundle`: what an anonymous visitor of `/` downloads, against the floor of the framework
 * alone, measured in the same run. The app is loaded in a real Chromium from the real server, so lazy
 * chunks count exactly when `/` asks for them. Sizes are gzip level 9 of the built files.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { productionReactRouter } from '../../build/production-react-router.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startPlatform } from '../support/platform.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The framework alone: every library the app is built on, used just enough that none is tree-shaken away. */
async function buildFloor(): Promise<{ js: number; css: number }> {
  // Inside node_modules, so the bare imports resolve to this repository's libraries.
  const dir = mkdtempSync(join(repoRoot, 'node_modules', '.bench-floor-'));
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="/main.tsx"></script>');
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider, useSelector } from 'react-redux';
import styled, { ThemeProvider } from 'styled-components';
const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/server' }), endpoints: (b) => ({ check: b.query<unknown, void>({ query: () => '/check' }) }) });
const slice = createSlice({ name: 'g', initialState: { ready: true }, reducers: {} });
const store = configureStore({ reducer: { g: slice.reducer, [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
const Title = styled.h1\`color: \${(p) => p.theme.color};\`;
function Home() { const ready = useSelector((s: ReturnType<typeof store.getState>) => s.g.ready); api.useCheckQuery(); return <Title>{String(ready)}</Title>; }
createRoot(document.getElementById('root')!).render(<Provider store={store}><ThemeProvider theme={{ color: 'purple' }}><BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter></ThemeProvider></Provider>);
`,
  );
  try {
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      // The app's own choice of react-router's production files: the floor is the same libraries as built for it.
      plugins: [react(), productionReactRouter()],
      build: { outDir: join(dir, 'dist') },
    });
    const assets = join(dir, 'dist/assets');
    let js = 0;
    let css = 0;
    for (const file of readdirSync(assets)) {
      const size = gzipKb(readFileSync(join(assets, file)));
      if (file.endsWith('.js')) js += size;
      if (file.endsWith('.css')) css += size;
    }
    return { js, css };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What `/` loads for an anonymous visitor of the real server, in a real browser. */
async function measureApp(): Promise<{ js: number; css: number; files: string[] }> {
  const platform = await startPlatform({ env: { OWNER_PASSWORD: 'bench-owner-password' } });
  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const files = new Set<string>();
    const page = await browser.newPage();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(`${platform.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Добро пожаловать на платформу!' }).waitFor();
    await browser.close();
    let js = 0;
    let css = 0;
    for (const file of files) {
      const size = gzipKb(readFileSync(join(repoRoot, 'dist', file)));
      if (file.endsWith('.js')) js += size;
      else css += size;
    }
    return { js, css, files: [...files].sort() };
  } finally {
    await platform.stop();
  }
}

const floor = await buildFloor();
const app = await measureApp();
const total = (x: { js: number; css: number }) => x.js + x.css;
const row = (name: string, x: { js: number; css: number }) =>
  `| ${name} | ${x.js.toFixed(1)} | ${x.css.toFixed(1)} | ${total(x).toFixed(1)} |`;

console.log(`\nFiles loaded by / for an anonymous visitor:\n${app.files.map((f) => `  ${f}`).join('\n')}\n`);
console.log('| build | JS kB gzip | CSS kB gzip | total kB gzip |');
console.log('|---|---|---|---|');
console.log(row('framework floor', floor));
console.log(row('app, anonymous `/`', app));
console.log(`\nratio app / floor: ${(total(app) / total(floor)).toFixed(2)} (budget 1.25)`);
