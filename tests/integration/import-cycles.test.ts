// @vitest-environment node
/*
 * No import circles (issue 41): eslint.config.js turns on import/no-cycle for app/src and the packages. The
 * probes are written to a temporary project linted with the repository's own config, so the working tree the
 * other tests read is never touched.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const config = join(root, 'eslint.config.js');
const onlyCycles = ({ ruleId }: { ruleId: string }) => ruleId === 'import/no-cycle';

/* The features import-boundaries.test.ts writes for its own run, and removes while this file may be reading. */
const otherProbes = ['app/src/features/zz-probe-*/'];

/** `file:line` of every circle lint reports, relative to `cwd`. */
async function circles(cwd: string, patterns: string[]) {
  const eslint = new ESLint({ cwd, overrideConfigFile: config, ruleFilter: onlyCycles, ignorePatterns: otherProbes });
  const results = await eslint.lintFiles(patterns);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import/no-cycle')
      .map((message) => `${relative(cwd, result.filePath)}:${message.line}`),
  );
}

/* ESLint's first run loads the config and its plugins, and the real tree is a few hundred files to follow:
   slow on a busy machine, hence the timeouts. */
describe('import circles', { timeout: 180_000 }, () => {
  let project = '';
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
    project = '';
  });

  /** A temporary project holding `files` (path under app/src -> source). */
  function appWith(files: Record<string, string>) {
    project = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [path, source] of Object.entries(files)) {
      const file = join(project, 'app/src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
    return project;
  }

  it('given two app files that import each other / lint fails on both', async () => {
    const cwd = appWith({
      'features/a/a.ts': "import { b } from '../b/b';\nexport const a = () => b;\n",
      'features/b/b.ts': "import { a } from '../a/a';\nexport const b = () => a;\n",
    });
    expect(await circles(cwd, ['app/src'])).toEqual(['app/src/features/a/a.ts:1', 'app/src/features/b/b.ts:1']);
  });

  it('given a circle closed by a lazy import() / lint fails too: the lazy side still knows the other', async () => {
    const cwd = appWith({
      'features/a/index.ts': "export const loadPage = () => import('./page');\n",
      'features/a/page.ts': "import { b } from '../b';\nexport const page = b;\n",
      'features/b/index.ts': "import { loadPage } from '../a';\nexport const b = loadPage;\n",
    });
    expect(await circles(cwd, ['app/src'])).toEqual([
      'app/src/features/a/index.ts:1',
      'app/src/features/a/page.ts:1',
      'app/src/features/b/index.ts:1',
    ]);
  });

  it('given a file that only takes a type back / lint passes: a type leaves no import behind', async () => {
    const cwd = appWith({
      'lib/a.ts': "import { b } from './b';\nexport type A = { b: typeof b };\n",
      'lib/b.ts': "import type { A } from './a';\nexport const b = (a?: A) => a;\n",
    });
    expect(await circles(cwd, ['app/src'])).toEqual([]);
  });

  it('given the app as it is / lint finds no circle in app/src', async () => {
    expect(await circles(root, ['app/src'])).toEqual([]);
  });

  it('given the packages / the rule is on for their sources too', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ['app/src/main.tsx', 'packages/contract/src/index.ts', 'packages/ui/src/index.ts']) {
      const rules = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      expect(rules.rules['import/no-cycle']?.[0], file).toBe(2);
    }
  });
});
