// @vitest-environment node
/*
 * What keeps the Storybook readable for designers (decision 008): a written docs page beside every
 * component's stories, the components filed by family with their old story ids, and the sidebar order.
 * A new component that skips these fails here rather than in a review.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ui = join(root, 'packages/ui/src');
const storyFiles = readdirSync(ui, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.stories.tsx'),
);
const families = ['Inputs', 'Buttons', 'Feedback', 'Overlays', 'Data display', 'Navigation'];

describe('component docs pages', () => {
  it('given the ui package / has stories to check', () => {
    expect(storyFiles.length).toBeGreaterThan(25);
  });

  it.each(storyFiles)('given %s / a written .mdx page beside it attaches to it and has every section', (file) => {
    const name = basename(file, '.stories.tsx');
    const mdx = readFileSync(join(ui, dirname(file), `${name}.mdx`), 'utf8');
    expect(mdx).toContain(`import * as ${name}Stories from './${name}.stories';`);
    expect(mdx).toContain(`<Meta of={${name}Stories} />`);
    for (const section of [
      '## Когда использовать',
      '## Когда не использовать',
      '## Текст',
      '## Клавиатура и экранный диктор',
      '## Свойства',
      '## Состояния',
    ]) {
      expect(mdx, section).toContain(section);
    }
  });

  it.each(storyFiles)('given %s / its title files it under a family and its id keeps the story ids', (file) => {
    const source = readFileSync(join(ui, file), 'utf8');
    const title = /\n {2}title: '([^']+)',\n {2}id: '([^']+)',/.exec(source);
    expect(title, 'title and id at the top of the meta').not.toBeNull();
    const [, path = '', id = ''] = title ?? [];
    const [top, family] = path.split('/');
    expect(top).toBe('Components');
    expect(families).toContain(family);
    expect(id).toMatch(/^[a-z-]+$/);
  });
});

describe('the Storybook configuration', () => {
  it('given the stories globs / the component pages are loaded', () => {
    expect(readFileSync(join(root, '.storybook/main.ts'), 'utf8')).toContain("'../packages/ui/src/**/*.mdx'");
  });

  it('given the sidebar / reads Введение, Tokens, Components by family, Screens', () => {
    const preview = readFileSync(join(root, '.storybook/preview.tsx'), 'utf8');
    const order = [
      "'Введение'",
      "'Tokens'",
      "'Components'",
      `[${families.map((f) => `'${f}'`).join(', ')}]`,
      "'Screens'",
    ];
    const positions = order.map((entry) => preview.indexOf(entry));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
