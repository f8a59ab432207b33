// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ringErrors(filePath: string, css: string) {
  const source = `import styled from 'styled-components';\nexport const Probe = styled.button\`\n${css}\n\`;\n`;
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
}

describe('one focus ring in the design system', { timeout: 30_000 }, () => {
  it('given a ui component drawing its own focus outline / lint fails', async () => {
    const errors = await ringErrors('packages/ui/src/Probe/Probe.tsx', '  &:focus-visible { outline: 2px solid red; }');
    expect(errors.map((e) => e.message)).toEqual([
      "Draw focus with the theme's focusRing() helper, not a hand-written outline.",
    ]);
  });

  it('given a ui component using focusRing() or removing a native outline / lint passes', async () => {
    const css = '  &:focus-visible { ${focusRing()} }\n  input { outline: none; }';
    expect(await ringErrors('packages/ui/src/Probe/Probe.tsx', css)).toHaveLength(0);
  });
});
