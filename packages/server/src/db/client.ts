import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
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
  /**
   * Keeps the statement `text` (from a Drizzle query's `toSQL()`) parsed and planned in the database
   * under `name`, for the hottest queries. PostgreSQL through postgres.js already does so for every
   * query; PGlite parses and plans each query again (Drizzle's `prepare` does not reach it), which was
   * most of getuser's cost there, so it is sent `PREPARE` once and `EXECUTE` after.
   */
  keepPrepared(name: string, text: string): void;
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
  /**
   * An in-memory PGlite starts from this image of a data directory (`dumpDataDir`) instead of an
   * empty one: the tests open one already migrated, which skips initdb (seconds each time).
   */
  image?: Blob | undefined;
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
      keepPrepared: () => {},
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
  const client = dataPath ? new PGlite(dataPath) : new PGlite(options.image ? { loadDataDir: options.image } : {});
  await client.waitReady;
  const kept = new Map<string, { name: string; ready?: Promise<unknown> }>();
  const executing = new Proxy(client, {
    get(target, property) {
      if (property !== 'query') {
        /* PGlite's methods read private fields: they run on the client itself, not the proxy. */
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (text: string, params?: unknown[], options?: QueryOptions) => {
        const statement = kept.get(text);
        /* Only text and finite numbers are written into EXECUTE, text quoted as an SQL literal;
           anything else takes the ordinary path. */
        const literal = (value: unknown) =>
          typeof value === 'string' && !value.includes('\0')
            ? `'${value.replaceAll("'", "''")}'`
            : typeof value === 'number' && Number.isFinite(value)
              ? String(value)
              : undefined;
        const literals = params?.map(literal);
        if (!statement || !literals || literals.includes(undefined)) return target.query(text, params, options);
        statement.ready ??= target.exec(`PREPARE ${statement.name} AS ${text}`);
        return statement.ready.then(() =>
          target.query(`EXECUTE ${statement.name}(${literals.join(', ')})`, [], options),
        );
      };
    },
  });
  const db = drizzlePglite({ client: executing, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    keepPrepared: (name, text) => {
      if (!/^[a-z_]+$/.test(name)) throw new Error(`not a statement name: ${name}`);
      kept.set(text, { name });
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    whileStarting: (work) => work(),
    /* A second close (the server's stop after the database was already closed) is no error. */
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}
