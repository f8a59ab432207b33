import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of any file below the given folders. */
export function newestMtime(folders) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const folder of folders) {
    try {
      walk(folder);
    } catch {
      /* a folder that does not exist yet has nothing newer */
    }
  }
  return newest;
}

/** Runs a child with our stdio, passes SIGINT/SIGTERM on, and resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const builtIndex = 'dist/index.html';
const appSources = ['app', 'packages/ui/src', 'packages/contract/src', 'public', 'vite.config.ts', 'build'];

/** Builds the app into dist/ when it is missing or older than its sources (`npm start`, `npm run demo`); exits on failure. */
export async function buildAppIfStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= newestMtime(appSources)) return;
  console.log(builtAt ? 'The app changed since the last build: rebuilding…' : 'Building the app (first start)…');
  // Vite honours NODE_ENV: started from a test runner (NODE_ENV=test) it would build React's development bundle.
  const code = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) process.exit(code);
}

/** Runs a TypeScript server entry (main.ts, or the demo's, which ends in main.ts) and resolves with its exit code. */
export const runServer = (entry, env = process.env) => run(process.execPath, ['--import', 'tsx', entry], { env });
