// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Data flows one way: contract -> app, ui -> app, contract -> server. Packages reach each other only by
 * name (`import/no-relative-packages`), so a rule on names is a rule on the whole graph.
 * @param {string[]} names
 * @param {string} why
 */
const packagePattern = (names, why) => ({ group: names.flatMap((name) => [name, `${name}/*`]), message: why });

/**
 * @param {string[]} names
 * @param {string} why
 */
const forbid = (names, why) => ({ 'no-restricted-imports': ['error', { patterns: [packagePattern(names, why)] }] });

const serverImportsOnlyContract = packagePattern(
  ['@school/ui', '@school/mocks', '@school/app'],
  'server may import only @school/contract.',
);

/**
 * A route validates, calls one service and shapes the answer (style.md): the query builder, the
 * schema, SQL and the database handle belong to services/, so a rule of the domain is never written
 * beside a route, and a route cannot skip the service that checks it.
 */
const routesCallServices = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        serverImportsOnlyContract,
        {
          group: [
            'drizzle-orm',
            'drizzle-orm/*',
            'postgres',
            '@electric-sql/pglite',
            '@electric-sql/pglite/*',
            '**/db/**',
          ],
          message: 'A route calls a service: the database, its schema and SQL live in packages/server/src/services.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'MemberExpression[property.name=/^(db|database)$/]',
      message: 'A route calls a service: the database handle is for packages/server/src/services.',
    },
  ],
};

const root = import.meta.dirname;
const featuresDir = join(root, 'app/src/features');

/**
 * The app's features, as paths under app/src/features: a folder with an `index.ts` is a feature;
 * a folder without one groups features (`integrations/vk`).
 * @param {string} dir
 * @returns {string[]}
 */
const featuresIn = (dir) =>
  readdirSync(join(featuresDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      return existsSync(join(featuresDir, path, 'index.ts')) ? [path] : featuresIn(path);
    });
const features = existsSync(featuresDir) ? featuresIn('') : [];

/**
 * A feature reaches another only through its public `index.ts` (bulletproof-react's
 * `import/no-restricted-paths` zones), so each feature can change its insides freely.
 * The app shell (app/src/app) composes features and may load their page modules lazily.
 */
const featureZones = features.map((feature) => ({
  target: `${featuresDir}/${feature}/**`,
  from: `${featuresDir}/**`,
  except: [`${featuresDir}/${feature}/**`, ...features.map((other) => `${featuresDir}/${other}/index.{ts,tsx}`)],
  message: "A feature imports another only through that feature's index.ts, never a file inside it.",
}));

/** Shared app code (components, lib, config) serves the features and never imports one. */
const sharedZones = [
  {
    target: ['./app/src/components', './app/src/lib', './app/src/config'],
    from: './app/src/features',
    message: 'Shared app code imports no feature.',
  },
];

/**
 * The shell composes features, never the other way round; and shared code does not reach up to the shell
 * either: the store is made of the features' slices, so its types would tie lib to every feature.
 */
const featureToShell = {
  target: './app/src/features',
  from: './app/src/app',
  message: 'A feature does not import the app shell (app/src/app).',
};
const sharedToShell = {
  target: ['./app/src/components', './app/src/lib', './app/src/config'],
  from: './app/src/app',
  message: 'Shared app code does not import the app shell or its store (app/src/app).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'storybook-static/**',
      'public/mockServiceWorker.js',
      'packages/server/drizzle/**',
      'data/**',
      'demo-data/**',
      '**/.vitest-attachments/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      /* Resolves our .ts/.tsx sources, so a relative import into another package is recognised as one. */
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      /* The files import/no-cycle reads to follow imports: our sources, not the libraries' (they import none of ours). */
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-relative-packages': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      /* The WAI-ARIA dialog pattern moves focus to the first field of a modal dialog; our components
         (TextField, PasswordField) take `autoFocus` for that. A raw DOM element may not. */
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/contract/**'],
    rules: forbid(
      ['@school/ui', '@school/mocks', '@school/server', '@school/app'],
      'contract imports nothing of ours.',
    ),
  },
  {
    /* Every package of ours but ui itself, so a package added later is out of bounds too. */
    files: ['packages/ui/**'],
    rules: forbid(
      ['@school/*', '!@school/ui'],
      'ui imports nothing of ours: product values (code length, limits, texts) come in as props or the theme.',
    ),
  },
  {
    /* One focus ring (theme/focusRing.ts): a hand-written outline is how copies crept in before. */
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/theme/focusRing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/outline:(?!\\s*none)/]',
          message: "Draw focus with the theme's focusRing() helper, not a hand-written outline.",
        },
      ],
    },
  },
  {
    files: ['packages/mocks/**'],
    rules: forbid(['@school/ui', '@school/app', '@school/server'], 'mocks may import only @school/contract.'),
  },
  {
    files: ['packages/server/**'],
    ignores: ['packages/server/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportsOnlyContract] }] },
  },
  {
    files: ['packages/server/src/routes/**'],
    rules: routesCallServices,
  },
  {
    /* Server tests may use the shared stand-ins of outside services (SMTP, later VK ID and Telegram). */
    files: ['packages/server/test/**'],
    rules: forbid(['@school/ui', '@school/app'], 'server tests import neither the UI nor the app.'),
  },
  {
    files: ['app/**'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/src/testing/**'],
    rules: forbid(
      ['@school/server', '@school/mocks'],
      'app imports mocks only in tests and stories, and never the server.',
    ),
  },
  {
    files: ['app/**/*.test.{ts,tsx}', 'app/src/testing/**', 'stories/**', 'tests/**'],
    rules: forbid(['@school/server'], 'Browser code never imports the server.'),
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...sharedZones] }] },
  },
  {
    /* A test may build the real store of the app shell to render a feature as the app does. */
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones, ...sharedZones, featureToShell, sharedToShell] },
      ],
    },
  },
  {
    /*
     * No import circles (issue 41): the shell composes features, a feature never imports one that imports it back,
     * and a file that two others need moves down rather than being imported back up. Lazy `import()`s count (a
     * feature that loads another lazily still knows it); type-only imports do not (they leave no import behind).
     */
    files: ['app/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    /* disableScc: the rule's shortcut throws on a file not yet on disk (an editor's unsaved file, lintText). */
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    /* Screen stories render the app's real pages (style.md): the one place outside app/ that reaches into it. */
    files: ['stories/screens/**'],
    rules: { 'import/no-relative-packages': 'off' },
  },
  prettier,
);
