import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, with a trailing slash. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's own build: Storybook builds with the same plugins too, from the repository root. */
export const isAppBuild = (root: string) => path.resolve(root) === path.join(repoRoot, 'app');
