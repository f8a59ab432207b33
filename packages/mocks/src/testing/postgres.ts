/**
 * A throw-away PostgreSQL database for a process-level test or a benchmark. A database, not a schema:
 * the migrations name the public schema.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<random>` on the server of `adminUrl`; throws when no PostgreSQL answers there. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}
