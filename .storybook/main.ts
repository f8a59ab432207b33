import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  /* A component's .mdx sits next to its stories and replaces the generated docs page (autodocs) with
     a written one: purpose, when to use, content, do and don't, keyboard, screen readers. */
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  /* The root vite.config.ts builds the app with `root: 'app'`; Storybook must resolve from the
     repository root, and serves public/ itself through staticDirs. */
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      root: repoRoot,
      publicDir: false,
      optimizeDeps: {
        /* Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test page
           ("Failed to fetch dynamically imported module", toolchain pitfall 7). */
        include: [
          '@storybook/react-vite',
          'styled-components',
          'zod',
          'lucide-react',
          'downshift',
          '@floating-ui/react-dom',
          'react-day-picker',
          'react-day-picker/locale',
          'react-otp-input',
          'react-easy-crop',
          'date-fns',
          'date-fns/locale',
          /* @school/ui/markdown */
          'react-markdown',
          'remark-gfm',
          'remark-math',
          'rehype-raw',
          'rehype-sanitize',
          'rehype-katex',
          'katex',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          /* loaded lazily by the addons: listed so a cold cache does not reload mid-run */
          'axe-core',
          '@storybook/addon-a11y/preview',
          '@storybook/addon-docs/preview',
          'msw-storybook-addon/preview',
          /* App page stories (stories/screens): the app's data layer and the stories' fake clock. */
          '@reduxjs/toolkit',
          '@reduxjs/toolkit/query/react',
          'react-redux',
          'react-router-dom',
          'js-cookie',
          '@sinonjs/fake-timers',
        ],
      },
    }),
};

export default config;
