// @vitest-environment node
/*
 * Chromatic cannot run here (no network), so its configuration is checked by what it promises:
 * a fresh build of this commit (never an old folder), the stats TurboSnap needs, both themes
 * captured, behaviour-only stories left out. Each case names the mistake it guards against.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenModes, themeModes } from '../../.storybook/modes';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const config = JSON.parse(read('chromatic.config.json')) as Record<string, unknown>;
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('chromatic.config.json', () => {
  it('given no storybookBuildDir / Chromatic builds Storybook itself, so it never uploads a stale folder', () => {
    expect(config).not.toHaveProperty('storybookBuildDir');
    expect(config.buildScriptName).toBe('build-storybook');
    expect(scripts['build-storybook']).toMatch(/^storybook build\b/);
  });

  it('given onlyChanged / the build script writes the stats file TurboSnap traces', () => {
    expect(config.onlyChanged).toBe(true);
    expect(scripts['build-storybook']).toMatch(/--stats-json\b/);
  });

  it('given a pull request with visual changes / the run exits 0 and leaves them to review', () => {
    expect(config.exitZeroOnChanges).toBe(true);
  });

  it('given the repository / holds no project token (it comes from CHROMATIC_PROJECT_TOKEN)', () => {
    expect(JSON.stringify(config)).not.toMatch(/chpt_|projectToken/);
    expect(scripts.chromatic).toContain('chromatic.config.json');
    expect(read('docs/storybook.md')).toContain('CHROMATIC_PROJECT_TOKEN');
  });
});

describe('Chromatic modes and snapshots in the Storybook configuration', () => {
  const preview = read('.storybook/preview.tsx');

  it('given every story / is captured in the light and the dark theme', () => {
    expect(themeModes).toEqual({ light: { theme: 'light' }, dark: { theme: 'dark' } });
    expect(preview).toMatch(/chromatic: \{ modes: themeModes \}/);
  });

  it('given a screen / is captured on a 360 px phone as well, in both themes', () => {
    expect(Object.values(screenModes).filter((mode) => 'viewport' in mode && mode.viewport.width === 360)).toHaveLength(
      2,
    );
  });

  it('given the test-chain harness stories / Chromatic does not snapshot them', () => {
    expect(read('stories/harness/Harness.stories.tsx')).toMatch(/chromatic: \{ disableSnapshot: true \}/);
  });

  it('given a new screen story file / it uses the screen modes too', () => {
    const files = readdirSync(join(root, 'stories/screens'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.stories.tsx'),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(read('stories/screens/story-setup.ts')).toContain('chromatic: { modes: screenModes }');
    for (const front of ['app-screen-story.ts', 'page-story.tsx'])
      expect(read(`stories/screens/${front}`), front).toContain('...screenMeta(screen)');
    /* the meta's own `parameters` holds the factory's, so it keeps them when Storybook adds the docs to it */
    for (const file of files) {
      const source = read(`stories/screens/${file}`);
      expect(source, file).toMatch(/^ {2}parameters: \{ \.\.\.(base|screenMeta\(\))\.parameters \},$/m);
      if (source.includes('...base.parameters'))
        expect(source, file).toMatch(/^const base = (appScreenMeta|pageStoryMeta)\(/m);
    }
  });
});
