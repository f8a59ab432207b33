import type { Plugin } from 'vite';

/** `vite --mode mock` (npm run dev:mock): the same page, started by an entry that first starts MSW. */
export const mockEntry = (): Plugin => ({
  name: 'school:mock-entry',
  apply: (_, { mode }) => mode === 'mock',
  transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/testing/mock-main.ts'),
});
