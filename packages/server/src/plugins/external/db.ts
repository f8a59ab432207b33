import type { FastifyRequest } from 'fastify';
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

const STOP_WAIT_MS = 5_000;

/** Opens PGlite (DATA_DIR or memory) or PostgreSQL (DATABASE_URL), migrates, seeds; closes on shutdown. */
export const dbPlugin = fp<{ config: Config; image?: Blob | undefined }>(
  async (app, { config, image }) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      image,
    });
    /* A handler whose caller hung up keeps running after Fastify's close has stopped waiting for
       its connection: the database closes only when every started handler has answered (or after
       STOP_WAIT_MS, below main.ts's hard stop), so a stop never turns a request into a 500. */
    const running = new Set<FastifyRequest>();
    let allAnswered: (() => void) | undefined;
    /* Callback hooks: they run on every answer, and async ones cost a promise each time. */
    app.addHook('preHandler', (request, _reply, done) => {
      running.add(request);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (running.delete(request) && running.size === 0) allAnswered?.();
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      if (running.size > 0) {
        await new Promise<void>((resolve) => {
          allAnswered = resolve;
          setTimeout(resolve, STOP_WAIT_MS).unref();
        });
      }
      await database.close();
    });
    const result = await database.whileStarting(async () => {
      await database.migrate();
      return seed(database.db, config.owner);
    });
    /* The password itself goes only to the start banner (main.ts), plain text outside the log. */
    if (result.generatedOwner) {
      app.log.warn(
        { username: result.generatedOwner.username },
        'OWNER account created with a generated password: the start banner shows it once',
      );
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('seedResult', result);
  },
  { name: 'db' },
);
