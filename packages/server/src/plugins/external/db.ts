import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { seed, type SeedResult } from '../../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    seedResult: SeedResult;
  }
}

/** Opens PGlite (DATA_DIR or memory) or PostgreSQL (DATABASE_URL), migrates, seeds; closes on shutdown. */
export const dbPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
    });
    app.addHook('onClose', async () => {
      await database.close();
    });
    await database.migrate();
    const result = await seed(database.db, config.owner);
    if (result.generatedOwnerPassword) {
      app.log.warn(
        { username: config.owner.username ?? 'owner' },
        `OWNER account created with the generated password: ${result.generatedOwnerPassword} (shown only once; change it in the settings)`,
      );
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('seedResult', result);
  },
  { name: 'db' },
);
