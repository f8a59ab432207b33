// @vitest-environment node
/*
 * `npm test` starts with gates that fail fast: formatting (`npm run format:check`) and migrations
 * (`npm run db:check`). Each case runs the gate's real command against a temporary copy, so the
 * working tree is never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** Runs one of package.json's scripts the way npm would, in `cwd`, with extra arguments. */
function runScript(name: string, cwd: string, args: string[] = []) {
  const command = [scripts[name], ...args].join(' ');
  const result = spawnSync(command, {
    cwd,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/* a busy machine (npm test runs the unit files in parallel) can slow a child process down */
const slow = { timeout: 30_000 };

let work = '';
const temp = () => (work = mkdtempSync(join(tmpdir(), 'gates-')));
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  work = '';
});

describe('the formatting gate (prettier --check)', slow, () => {
  /** A project with the repository's Prettier settings and one source file. */
  function project(source: string) {
    const dir = temp();
    for (const file of ['.prettierrc.json', '.prettierignore']) cpSync(join(root, file), join(dir, file));
    mkdirSync(join(dir, 'app/src'), { recursive: true });
    writeFileSync(join(dir, 'app/src/greeting.ts'), source);
    return dir;
  }

  it('given an unformatted file / fails and names the file', () => {
    const result = runScript('format:check', project('export const greeting   =  "Привет"\n'));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('app/src/greeting.ts');
  });

  it('given the same file formatted / passes', () => {
    const result = runScript('format:check', project("export const greeting = 'Привет';\n"));
    expect(result.output).toContain('All matched files use Prettier code style');
    expect(result.status).toBe(0);
  });
});

describe('the migrations gate (drizzle-kit check, then generate into a copy)', slow, () => {
  /** A copy of the server's schema and migrations that can still import drizzle-orm. */
  function copy() {
    const dir = temp();
    cpSync(join(root, 'packages/server/src/db/schema'), join(dir, 'schema'), { recursive: true });
    cpSync(join(root, 'packages/server/drizzle'), join(dir, 'drizzle'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return {
      dir,
      check: () =>
        runScript('db:check', root, ['--schema', join(dir, 'schema/index.ts'), '--migrations', join(dir, 'drizzle')]),
    };
  }

  it('given the committed schema and migrations / passes', () => {
    const result = copy().check();
    expect(result.output).toContain('migrations are consistent and match the schema');
    expect(result.status).toBe(0);
  });

  it('given a new table without a migration / fails and shows the missing migration', () => {
    const { dir, check } = copy();
    writeFileSync(
      join(dir, 'schema/index.ts'),
      `${readFileSync(join(dir, 'schema/index.ts'), 'utf8')}
import { integer, pgTable } from 'drizzle-orm/pg-core';
export const gateProbe = pgTable('gate_probe', { id: integer('id') });
`,
    );
    const result = check();
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('npm run db:generate');
    expect(result.output).toContain('CREATE TABLE "gate_probe"');
  });

  it('given the latest migration deleted / fails', () => {
    const { dir, check } = copy();
    const journalPath = join(dir, 'drizzle/meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const last = journal.entries.pop();
    if (!last) throw new Error('the server has no migration to delete');
    writeFileSync(journalPath, JSON.stringify(journal));
    rmSync(join(dir, `drizzle/${last.tag}.sql`));
    rmSync(join(dir, `drizzle/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`));
    const result = check();
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no migration describes');
  });
});
