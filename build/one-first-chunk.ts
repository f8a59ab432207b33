import type { Plugin } from 'vite';
import { isAppBuild } from './paths.ts';

/** The name of the app's first file (`oneFirstChunk`). */
export const FIRST_CHUNK = 'index';

/**
 * The design system's components built on a library of their own (downshift, TanStack Virtual, react-day-picker,
 * react-otp-input, react-easy-crop; react-markdown with KaTeX, whose script and style sheet no page but a course's
 * may carry), the contract's zod schemas and the VK ID SDK: a page that uses one of them asks for its file, and the
 * others never download it.
 */
const OWN_LIBRARY_MODULES =
  /packages\/ui\/src\/(Select|DataTable|Calendar|DatePicker|OtpInput|CropDialog|Markdown)\/|packages\/contract\/src\/(schemas|endpoints)|features\/integrations\/vk\//;

/**
 * The app's first download as one file: every module the entry imports statically (rolldown's `$initial` tag:
 * the framework, the shell, the store) goes into one chunk instead of the entry and eight shared chunks. One
 * file compresses better than its parts (about 1.3 kB gzip on the anonymous home, issue 16), and the home asks
 * for three files instead of eleven.
 *
 * The pages stay lazy chunks of their own, and what two pages or more share of the app and the design system
 * (fields, cards, dialogs, texts, rules, date formatting) is one more file, `shared`, rather than a file for each
 * piece: a signed-in page asked for 11-16 files, each taking a share of a slow line while the first file still
 * downloads, and now asks for three or four (issue 16: Lighthouse's simulated LCP 0.1-0.4 s sooner on
 * `/calendar`, `/settings` and `/admin/users`). What is built on a library of its own (OWN_LIBRARY_MODULES)
 * keeps its file. Only the app's build: Storybook builds with these plugins too, and its preview is another matter.
 */
export const oneFirstChunk = (): Plugin => ({
  name: 'school:one-first-chunk',
  apply: 'build',
  config: (config) =>
    isAppBuild(config.root ?? '.')
      ? {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: FIRST_CHUNK, tags: ['$initial'], priority: 2 },
                    {
                      name: 'shared',
                      minShareCount: 2,
                      test: (id) => !id.includes('/node_modules/') && !OWN_LIBRARY_MODULES.test(id),
                      priority: 1,
                    },
                  ],
                },
              },
            },
            /* react-dom alone is 200 kB before gzip; bench:bundle watches what the file costs a visitor. */
            chunkSizeWarningLimit: 600,
          },
        }
      : undefined,
});
