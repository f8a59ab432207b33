// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import/no-relative-packages',
  );
}

describe('import boundaries', () => {
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
    ['packages/ui/src/Ok.tsx', "import { ROLES } from '@school/contract';\nexport const ok = ROLES;\n"],
    ['app/src/ok.ts', "import { Button } from '@school/ui';\nexport const ok = Button;\n"],
    ['app/src/ok.test.ts', "import { handlers } from '@school/mocks';\nexport const ok = handlers;\n"],
  ])('given %s importing along the allowed direction / lint passes', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toHaveLength(0);
  });
});
