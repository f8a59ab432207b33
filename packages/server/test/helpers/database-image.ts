import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/db/client.ts';

/*
 * A new PGlite runs initdb, which takes seconds (up to ten on a busy machine), and the suite builds
 * some seventy apps. They start instead from one image of a data directory already migrated, made
 * once and kept in the temporary folder under a name that hashes the migrations and PGlite's
 * version, so a changed migration or an upgrade makes a new one. The server still runs its
 * migrations on it (there is nothing left to apply) and seeds the OWNER, as on any start.
 */

function migrationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function imagePath(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of migrationFiles(MIGRATIONS_DIR)) hash.update(file).update(readFileSync(file));
  return path.join(tmpdir(), `school-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

let image: Promise<Blob> | undefined;

/** The image of a freshly migrated, empty database (made on first use, then read from the temporary folder). */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = imagePath();
    if (!existsSync(file)) {
      const client = new PGlite();
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
      const dump = await client.dumpDataDir('none');
      await client.close();
      /* Written under another name and renamed: a test process reading it never sees half a file. */
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return image;
}
