/**
 * `npm run fonts:subset`: writes the two Inter files of `src/theme/fonts.css` from @fontsource-variable/inter,
 * cut to what the platform draws: the weights of the theme (`font.weight`, 400-700 instead of 100-900), the
 * characters of each file's `unicode-range`, and the OpenType features a browser applies to them (`SHAPED_FEATURES`).
 * Text in the theme's weights looks exactly as with the full files; a page's fonts shrink from 67 to 28 kB, which a
 * first visit on a slow line fetches beside the app's first file.
 * Run it after updating @fontsource-variable/inter; a unit test fails while the committed files are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wawoff2 from 'wawoff2';
import { font } from '../src/theme/tokens.ts';

const require = createRequire(import.meta.url);
const themeDir = fileURLToPath(new URL('../src/theme/', import.meta.url));

/** Each file of fonts.css and the Fontsource file it is cut from. */
export const INTER_FILES = {
  'inter-latin-wght-400-700.woff2': 'inter-latin-wght-normal.woff2',
  'inter-cyrillic-wght-400-700.woff2': 'inter-cyrillic-wght-normal.woff2',
} as const;
export type InterFile = keyof typeof INTER_FILES;

/**
 * What HarfBuzz, Chromium's and Firefox's shaper, applies to Latin and Cyrillic text unasked (hb-ot-shape.cc: the
 * common and horizontal features, `rvrn` for the weight axis), and `tnum`, which tables and counters ask for with
 * `font-variant-numeric: tabular-nums`. The subsetter's own default would also keep `frac`, `numr` and `dnom`,
 * whose small figures only a fraction slash (U+2044, in neither file) or CSS would call up: 2.5 kB of the
 * Latin file.
 */
export const SHAPED_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'abvm',
  'blwm',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'tnum',
] as const;

export const interFilePath = (file: InterFile) => path.join(themeDir, 'fonts', file);

/* harfbuzz's C API as its WebAssembly build exports it (hb-subset.h); pointers are offsets into its memory. */
interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_axis_range(
    input: number,
    face: number,
    axis: number,
    min: number,
    max: number,
    def: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
}
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_NAME_ID = 4;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const tag = (name: string) => [...name].reduce((value, char) => (value << 8) | char.charCodeAt(0), 0) >>> 0;

async function harfBuzz(): Promise<HarfBuzzSubset> {
  const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm, {});
  return instance.exports as unknown as HarfBuzzSubset;
}

/** The code points of `file`'s @font-face in fonts.css, the one place that says which file draws what. */
export function unicodeRangeOf(file: InterFile, css = readFileSync(path.join(themeDir, 'fonts.css'), 'utf8')) {
  const face = css.split('@font-face').find((block) => block.includes(`/${file}'`));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css has no unicode-range for ${file}`);
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)] as const;
  });
}

/** The cut file's bytes (woff2), the same for the same Fontsource file. */
export async function subsetInter(file: InterFile): Promise<Uint8Array> {
  const hb = await harfBuzz();
  const source = readFileSync(require.resolve(`@fontsource-variable/inter/files/${INTER_FILES[file]}`));
  const ttf = await wawoff2.decompress(source);
  const weights = Object.values(font.weight);

  const data = hb.malloc(ttf.length);
  new Uint8Array(hb.memory.buffer).set(ttf, data);
  const blob = hb.hb_blob_create(data, ttf.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const [first, last] of unicodeRangeOf(file)) {
      for (let codePoint = first; codePoint <= last; codePoint += 1) hb.hb_set_add(unicodes, codePoint);
    }
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    for (const feature of SHAPED_FEATURES) hb.hb_set_add(features, tag(feature));
    // Every name record, the copyright and licence among them.
    hb.hb_set_invert(hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID));
    const [lightest, boldest] = [Math.min(...weights), Math.max(...weights)];
    if (!hb.hb_subset_input_set_axis_range(input, face, tag('wght'), lightest, boldest, lightest)) {
      throw new Error(`${file}: cannot limit its weights to ${lightest}-${boldest}`);
    }
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error(`${file}: harfbuzz could not cut it`);
    const result = hb.hb_face_reference_blob(subset);
    const bytes = new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(result, 0), hb.hb_blob_get_length(result));
    const woff2 = await wawoff2.compress(bytes.slice());
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return woff2;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    hb.free(data);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of Object.keys(INTER_FILES) as InterFile[]) {
    const bytes = await subsetInter(file);
    writeFileSync(interFilePath(file), bytes);
    console.log(`${path.relative(process.cwd(), interFilePath(file))}: ${(bytes.length / 1024).toFixed(1)} kB`);
  }
}
