// `npm run dev`: the API with restarts on change, and Vite with hot reload proxying /server to it.
import { run } from './lib.mjs';

const port = process.env.PORT ?? '3000';
const codes = await Promise.all([
  run(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'],
    {
      env: { ...process.env, PORT: port },
    },
  ),
  run(process.execPath, ['node_modules/vite/bin/vite.js'], { env: { ...process.env, PORT: port } }),
]);
process.exit(Math.max(...codes));
