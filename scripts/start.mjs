// `npm start`: build the app if it is missing or older than its sources, then run the one server process
// (migrations and seed run inside it) serving the app and the API on PORT.
// package.json starts it with `exec`: npm passes SIGTERM and SIGINT to its shell, which would die and leave
// this script and the server running; exec'd, the signal reaches this script, and `run` passes it on.
import { buildAppIfStale, runServer } from './lib.mjs';

await buildAppIfStale();
process.exit(await runServer('packages/server/src/main.ts'));
