// `npm run db:check`: the committed migrations are consistent and describe the schema as it is.
//
// `drizzle-kit check` alone only proves the migration snapshots agree with each other; a table
// changed without `npm run db:generate` passes it. So the migrations are also generated again, into
// a copy of the migrations folder: any new file there is a schema change nobody generated.
//
// Usage: node scripts/check-migrations.mjs [--schema <file or folder>] [--migrations <folder>]
// (defaults: the server's drizzle.config.ts; tests point both at temporary copies).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const baseConfig = join(root, 'packages/server/drizzle.config.ts');
const { values } = parseArgs({ options: { schema: { type: 'string' }, migrations: { type: 'string' } } });
const schema = resolve(values.schema ?? join(root, 'packages/server/src/db/schema/index.ts'));
const migrations = resolve(values.migrations ?? join(root, 'packages/server/drizzle'));

const work = mkdtempSync(join(tmpdir(), 'check-migrations-'));
const out = join(work, 'drizzle');
cpSync(migrations, out, { recursive: true });
/* The server's own config with only the paths replaced, so its other options (dialect, casing) apply;
   drizzle-kit takes paths relative to the folder it runs in. */
const config = join(work, 'drizzle.config.ts');
writeFileSync(
  config,
  `import base from ${JSON.stringify(baseConfig)};\n` +
    `export default { ...base, schema: ${JSON.stringify(relative(root, schema))}, out: ${JSON.stringify(relative(root, out))} };\n`,
);

/** Runs drizzle-kit; stdin closed, so a question it would ask (a rename?) ends the run instead of waiting. */
const drizzleKit = (command) =>
  spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), [command, '--config', config], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });

const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
let failure = null;
try {
  const check = drizzleKit('check');
  if (check.status !== 0) {
    failure = `drizzle-kit check failed: the migrations in ${relative(root, migrations)} disagree.\n${check.stdout}${check.stderr}`;
  } else {
    const before = files(out);
    const generate = drizzleKit('generate');
    const added = files(out).filter((file) => !before.includes(file));
    if (generate.status !== 0) {
      failure = `drizzle-kit generate could not compare the schema with the migrations.\n${generate.stdout}${generate.stderr}`;
    } else if (added.length > 0) {
      const sql = added.filter((file) => file.endsWith('.sql')).map((file) => readFileSync(join(out, file), 'utf8'));
      failure =
        `The schema has changes that no migration describes: run \`npm run db:generate\` and commit ` +
        `${relative(root, migrations)}.\nThe missing migration would be:\n${sql.join('\n')}`;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failure) {
  console.error(`✖ ${failure}`);
  process.exit(1);
}
console.log('✓ migrations are consistent and match the schema');
