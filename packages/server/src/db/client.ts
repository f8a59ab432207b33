import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL query builder; code above this file uses only that. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in packages/server/drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) while no other process starting on this database runs its
   * own: several processes (WEB_CONCURRENCY, several machines) start at once, and the migrations
   * and the OWNER must be made once. PGlite serves one process, so there it just runs.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/* pg_advisory_lock's key for the start; the Telegram poller's lock has another. */
const START_LOCK_KEY = 7_301_001;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // Timestamps come back as Date objects, bigint columns as numbers via Drizzle's mode.
    });
    const db = drizzlePostgres({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      async whileStarting(work) {
        /* A session lock on a connection of its own, held while `work` uses the pool; PostgreSQL
           releases it if this process dies meanwhile. */
        const holder = await client.reserve();
        try {
          await holder.unsafe(`select pg_advisory_lock(${START_LOCK_KEY})`);
          try {
            return await work();
          } finally {
            await holder.unsafe(`select pg_advisory_unlock(${START_LOCK_KEY})`);
          }
        } finally {
          holder.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dataPath: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = dataPath ? new PGlite(dataPath) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    whileStarting: (work) => work(),
    close: () => client.close(),
  };
}
