// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTER_FILES, interFilePath, subsetInter, unicodeRangeOf, type InterFile } from '../../scripts/subset-fonts.ts';

describe('the Inter files of fonts.css', () => {
  it.each(Object.keys(INTER_FILES) as InterFile[])(
    '%s is what `npm run fonts:subset` cuts from the installed Fontsource file',
    async (file) => {
      const committed = new Uint8Array(readFileSync(interFilePath(file)));
      expect(Buffer.from(await subsetInter(file)).equals(committed)).toBe(true);
    },
    30_000,
  );

  it('reads each file’s characters from its @font-face, over several lines too', () => {
    const css = `@font-face { src: url('./fonts/inter-latin-wght-400-700.woff2'); unicode-range:
      U+0000-00FF, U+0131,
      U+2212; }`;
    expect(unicodeRangeOf('inter-latin-wght-400-700.woff2', css)).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2212, 0x2212],
    ]);
    expect(() => unicodeRangeOf('inter-cyrillic-wght-400-700.woff2', css)).toThrow(/no unicode-range/);
  });
});
