// `npm start`: build the app if it is missing or older than its sources, then run the one server process
// (migrations and seed run inside it) serving the app and the API on PORT.
// package.json starts it with `exec`: npm passes SIGTERM and SIGINT to its shell, which would die and leave
// this script and the server running; exec'd, the signal reaches this script, and `run` passes it on.
import { existsSync, statSync } from 'node:fs';
import { newestMtime, run } from './lib.mjs';

const builtIndex = 'dist/index.html';
const sources = ['app', 'packages/ui/src', 'packages/contract/src', 'public', 'vite.config.ts', 'build'];
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;

if (builtAt < newestMtime(sources)) {
  console.log(builtAt ? 'The app changed since the last build: rebuilding…' : 'Building the app (first start)…');
  // Vite honours NODE_ENV: started from a test runner (NODE_ENV=test) it would build React's development bundle.
  const code = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) process.exit(code);
}

process.exit(await run(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts']));
