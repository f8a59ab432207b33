import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

export interface HealthService {
  /** Whether the database answers a trivial query within `timeoutMs`; a failure is logged, never thrown. */
  databaseAnswers(timeoutMs: number): Promise<boolean>;
}

export function createHealthService({ db, log }: { db: Db; log: FastifyBaseLogger }): HealthService {
  return {
    async databaseAnswers(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const answered = db.execute(sql`select 1`).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'readiness: the database did not answer');
          return false;
        },
      );
      try {
        return await Promise.race([answered, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
