import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { repoRoot } from './build/paths.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

/*
 * The Vitest projects of `npm test` (scripts/test.mjs runs each by its name). The e2e journeys are not among
 * them: they run against the built app with their own config (tests/e2e/vitest.config.ts).
 */

/* A fresh object per project: Vitest mutates `instances`, and a shared one makes
   one project's tests run under another's name. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
    /* Dates in stories (sign-in times, the calendar) and their screenshots read the same on any machine. */
    contextOptions: { timezoneId: 'UTC' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/** The server suite on one database: PGlite when `databaseUrl` is empty, else that PostgreSQL server. */
const serverProject = (name: string, databaseUrl: string) => ({
  test: {
    name,
    root: repoRoot,
    environment: 'node' as const,
    include: ['packages/server/test/**/*.test.ts'],
    /* test/postgres/ holds what only a PostgreSQL server can show (several processes on one database). */
    exclude: databaseUrl ? [] : ['packages/server/test/postgres/**'],
    env: { TEST_DATABASE_URL: databaseUrl },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      root: repoRoot,
      environment: 'jsdom',
      include: [
        'packages/{contract,ui,mocks}/src/**/*.test.{ts,tsx}',
        'app/src/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['tests/setup/unit.ts'],
    },
  },
  serverProject('server', ''),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', process.env.TEST_DATABASE_URL)] : []),
  {
    extends: true,
    plugins: [storybookTest({ configDir: `${repoRoot}.storybook` })],
    test: {
      name: 'storybook',
      root: repoRoot,
      /* A story mostly waits (for its play's timers, the mock network, two screenshots settling), so three
         pages of the one browser run at once: the project took 939 s with Vitest's default of one page on
         2 cores, 274 s with three, the same with four (docs/performance.md). */
      maxWorkers: 3,
      /* A bound that only catches a hang: the course editor's first story loads the Markdown chunk (KaTeX) and
         the 5,000-row table renders its rows, which took over the browser mode's default 15 s on CI beside
         another step. */
      testTimeout: 30_000,
      /* Visual regression: every story is compared with its baseline in light and dark. */
      setupFiles: ['tests/visual/setup.ts'],
      browser: {
        ...browser(),
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({
              arg,
              browserName,
              platform,
              ext,
            }: {
              arg: string;
              browserName: string;
              platform: string;
              ext: string;
            }) => `${repoRoot}tests/visual/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
          },
        },
      },
    },
  },
];
