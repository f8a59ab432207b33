// @vitest-environment node
/*
 * The README is for the people who run and use the platform (issue 41): a screen or a few, not a journal. It stays
 * at most 300 lines, names every variable the server reads and every dependency with why, and sends no user to the
 * performance journal. Its links, and those of docs/, point at files that exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');

const MAX_LINES = 300;

/** What a reader sees as text: fenced code blocks and inline code hold paths, not links. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown: string) =>
  new Set(
    [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)),
  );

interface Link {
  target: string;
  path: string;
  anchor: string | undefined;
}

/** The relative links of a Markdown file (inline and reference style), resolved against its folder. */
function relativeLinks(file: string): Link[] {
  const text = withoutCode(read(file));
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
    .map((target) => {
      const [pathPart = '', anchor] = target.split('#');
      const path = pathPart === '' ? file : relative(root, resolve(root, dirname(file), decodeURI(pathPart)));
      return { target, path, anchor };
    });
}

const markdownUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

/** The variables of the server's one env schema (`packages/server/src/config.ts`). */
const serverVariables = [...read('packages/server/src/config.ts').matchAll(/^ {2}([A-Z][A-Z\d_]*): variable\(/gm)].map(
  (match) => match[1]!,
);

/** Every package this repository installs, by name, from the root and every workspace's package.json. */
function dependencies(): string[] {
  const manifest = (path: string) =>
    JSON.parse(read(path)) as { workspaces?: string[] } & Partial<Record<string, Record<string, string>>>;
  const rootManifest = manifest('package.json');
  const manifests = ['package.json', ...(rootManifest.workspaces ?? []).map((dir) => `${dir}/package.json`)];
  const names = manifests.flatMap((path) => {
    const found = manifest(path);
    return ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(found[field] ?? {}),
    );
  });
  return [...new Set(names)].filter((name) => !name.startsWith('@school/')).sort();
}

/** The README's section "Dependencies and why", as the words it lists (`@types/*` stands for a whole scope). */
function listedPackages(): string[] {
  const section = /^## Dependencies and why$([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  return section
    .replace(/\\\*/g, '*')
    .split(/[\s,|()`]+/)
    .filter((word) => /^[@a-z]/.test(word));
}

const isListed = (name: string, listed: string[]) =>
  listed.some((word) => word === name || (word.endsWith('/*') && name.startsWith(word.slice(0, -1))));

describe('README.md', () => {
  it(`given the README / it is at most ${MAX_LINES} lines`, () => {
    const lines = readme.endsWith('\n') ? readme.split('\n').length - 1 : readme.split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_LINES);
  });

  it('given the README / it links its readers into docs/ but never to the performance journal', () => {
    expect(relativeLinks('README.md').map((link) => link.path)).toContain('docs/performance.md');
    expect(readme).not.toMatch(/performance-journal/);
  });

  it.each(serverVariables)('given the server reads %s / the README names it', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });

  it('given the server config / its variables are found, so the check above checks something', () => {
    expect(serverVariables).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY']));
  });

  it('given every package.json / each dependency is named in "Dependencies and why"', () => {
    const listed = listedPackages();
    expect(listed.length).toBeGreaterThan(20);
    expect(dependencies().filter((name) => !isListed(name, listed))).toEqual([]);
  });
});

describe('relative links in README.md and docs/', () => {
  const files = ['README.md', ...markdownUnder('docs')];
  const links = files.flatMap((file) => relativeLinks(file).map((link) => ({ file, ...link })));

  it('given the README and docs / they have links to check', () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it.each(links.map((link) => [link.file, link.target, link] as const))(
    'given %s / its link %s points at a file that exists',
    (_, __, link) => {
      expect(existsSync(join(root, link.path)), link.path).toBe(true);
      if (link.anchor && statSync(join(root, link.path)).isFile() && link.path.endsWith('.md')) {
        expect([...anchorsOf(read(link.path))], `#${link.anchor} in ${link.path}`).toContain(link.anchor);
      }
    },
  );
});
