// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const boundaryRules = new Set(['no-restricted-imports', 'import/no-relative-packages', 'import/no-restricted-paths']);

/* ESLint's first run loads the config and its plugins: slow on a busy machine, hence the timeouts.
   Created lazily: eslint.config.js lists the app's features when it loads, which must be after
   the probe features below exist. */
let eslint: ESLint | undefined;

async function importErrors(filePath: string, source: string) {
  eslint ??= new ESLint();
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId));
}

/*
 * Features of our own, written for the run and removed after it, so the cases do not depend on
 * which files the real features hold: `<a>`, `<b>` (a public index.ts and an inner file) and a
 * group folder without an index holding the feature `<group>/<c>` (like integrations/vk).
 */
describe('feature zones', { timeout: 30_000 }, () => {
  const features = 'app/src/features';
  const tag = `zz-probe-${process.pid}`;
  const a = `${tag}-a`;
  const b = `${tag}-b`;
  const group = `${tag}-group`;
  const c = `${group}/c`;
  const write = (path: string, source: string) => {
    mkdirSync(join(features, path, '..'), { recursive: true });
    writeFileSync(join(features, path), source);
  };

  beforeAll(() => {
    for (const feature of [a, b, c]) {
      write(`${feature}/index.ts`, "export { inner } from './inner/inner';\n");
      write(`${feature}/inner/inner.ts`, 'export const inner = 1;\n');
      /* imports resolve only from a folder that exists */
      write(`${feature}/pages/page.tsx`, 'export {};\n');
    }
  });
  afterAll(() => {
    for (const dir of [a, b, group]) rmSync(join(features, dir), { recursive: true, force: true });
  });

  it.each([
    [`${a}/pages/page.tsx`, `../../${b}/inner/inner`],
    [`${a}/pages/page.tsx`, `../../${c}/inner/inner`],
    [`${c}/pages/api.ts`, `../../../${b}/inner/inner`],
  ])('given %s importing %s, a file inside another feature / lint fails', async (file, target) => {
    const errors = await importErrors(
      `${features}/${file}`,
      `import { inner } from '${target}';\nexport const x = inner;\n`,
    );
    expect(errors.map((e) => e.ruleId)).toContain('import/no-restricted-paths');
  });

  it.each([
    [`${a}/pages/page.tsx`, `../../${b}`],
    [`${a}/pages/page.tsx`, `../../${b}/index`],
    [`${a}/pages/page.tsx`, `../../${c}`],
    [`${c}/pages/api.ts`, `../../../${a}`],
    [`${a}/pages/page.tsx`, '../inner/inner'],
  ])('given %s importing %s, a public index or its own file / lint passes', async (file, target) => {
    const errors = await importErrors(
      `${features}/${file}`,
      `import { inner } from '${target}';\nexport const x = inner;\n`,
    );
    expect(errors).toHaveLength(0);
  });

  it('given shared app code importing a feature / lint fails', async () => {
    const errors = await importErrors(
      'app/src/lib/leak.ts',
      `import { inner } from '../features/${a}';\nexport const x = inner;\n`,
    );
    expect(errors.map((e) => e.ruleId)).toContain('import/no-restricted-paths');
  });

  it("given shared app code taking the store's types / lint fails, but its test may build the store", async () => {
    const source = "import type { AppStore } from '../app/store';\nexport type Leak = AppStore;\n";
    expect(await importErrors('app/src/lib/leak.ts', source)).not.toHaveLength(0);
    expect(await importErrors('app/src/lib/leak.test.ts', source)).toHaveLength(0);
  });

  it('given a feature importing the app shell / lint fails, but its test may build the store', async () => {
    const source = "import { createAppStore } from '../../../app/store';\nexport const x = createAppStore;\n";
    expect(await importErrors(`${features}/${a}/pages/page.tsx`, source)).not.toHaveLength(0);
    expect(await importErrors(`${features}/${a}/pages/page.test.tsx`, source)).toHaveLength(0);
  });

  it('given the app shell loading a page module of a feature lazily / lint passes', async () => {
    const source = `export const load = () => import('../features/${a}/inner/inner');\n`;
    expect(await importErrors('app/src/app/router-probe.tsx', source)).toHaveLength(0);
  });
});

describe('import boundaries', { timeout: 30_000 }, () => {
  it.each([
    ['packages/ui/src/Leak.tsx', "import { router } from '@school/app';\nexport const leak = router;\n"],
    ['packages/ui/src/Leak.tsx', "import { buildApp } from '@school/server';\nexport const leak = buildApp;\n"],
    ['packages/contract/src/leak.ts', "import { Button } from '@school/ui';\nexport const leak = Button;\n"],
    ['packages/server/src/leak.ts', "import { Button } from '@school/ui';\nexport const leak = Button;\n"],
    ['app/src/leak.ts', "import { handlers } from '@school/mocks';\nexport const leak = handlers;\n"],
    ['packages/ui/src/Leak.tsx', "import { store } from '../../../app/src/app/store';\nexport const leak = store;\n"],
  ])('given %s importing across a boundary / lint fails', async (filePath, source) => {
    expect(await importErrors(filePath, source)).not.toHaveLength(0);
  });

  it.each([
    ['app/src/ok.ts', "import { ROLES } from '@school/contract';\nexport const ok = ROLES;\n"],
    ['app/src/ok.ts', "import { Button } from '@school/ui';\nexport const ok = Button;\n"],
    ['app/src/ok.test.ts', "import { handlers } from '@school/mocks';\nexport const ok = handlers;\n"],
  ])('given %s importing along the allowed direction / lint passes', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toHaveLength(0);
  });
});

/* The product's values reach the design system as props, filled by the app from the contract. */
describe('a design system without the product', { timeout: 30_000 }, () => {
  it.each([
    ['packages/ui/src/Probe/Probe.tsx', "import { CODE_LENGTH } from '@school/contract';"],
    ['packages/ui/src/Probe/Probe.tsx', "import { MESSAGES } from '@school/contract/src/messages.ts';"],
    ['packages/ui/src/Probe/Probe.stories.tsx', "import { SUBJECTS_MAX } from '@school/contract';"],
    ['packages/ui/src/Probe/Probe.tsx', "import { plans } from '@school/payments';"],
  ])('given %s with %s / lint fails and says why', async (filePath, line) => {
    const errors = await importErrors(filePath, `${line}\nexport const leak = [];\n`);
    expect(errors.map((e) => [e.ruleId, e.message])).toEqual([
      [
        'no-restricted-imports',
        expect.stringContaining('ui imports nothing of ours: product values (code length, limits, texts) come in'),
      ],
    ]);
  });

  it('given a ui file reaching into the contract by a relative path / lint fails', async () => {
    const source = "import { CODE_LENGTH } from '../../contract/src/constants.ts';\nexport const leak = CODE_LENGTH;\n";
    /* in a folder that exists: the relative import is resolved */
    const errors = await importErrors('packages/ui/src/Leak.tsx', source);
    expect(errors.map((e) => e.ruleId)).toContain('import/no-relative-packages');
  });

  it('given a ui file importing another component and a library / lint passes', async () => {
    const source = [
      "import { format } from 'date-fns';",
      "import { Button } from '../Button/Button.tsx';",
      'export const ok = [format, Button];',
      '',
    ].join('\n');
    expect(await importErrors('packages/ui/src/Probe/Probe.tsx', source)).toHaveLength(0);
  });
});
