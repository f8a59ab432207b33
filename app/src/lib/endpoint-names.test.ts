// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/* Every feature injects its endpoints into the one `api`; RTK Query keeps the first of two endpoints with
   the same name and silently drops the other, so the second feature's hook answers with the first one's
   data (the dashboard's teachers read /teachers' cards, and the owner's home page crashed). */
const root = join(import.meta.dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const definitions = sourcesUnder(root).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm)].map(
    ([, name]) => ({ name: name!, file: relative(root, file) }),
  ),
);

describe('the endpoints the features inject into the one api', () => {
  it('are found (the check has something to check)', () => {
    expect(definitions.length).toBeGreaterThan(30);
  });

  it('each have a name of their own', () => {
    const byName = new Map<string, string[]>();
    for (const { name, file } of definitions) byName.set(name, [...(byName.get(name) ?? []), file]);
    const shared = [...byName]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
