import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys in Chromium against the real server (`npm start`): run with
 * `npx vitest run --config tests/e2e/vitest.config.ts`. The global setup builds the app when it is
 * stale, starts the server on a free port with a throw-away DATA_DIR and registers a student.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
