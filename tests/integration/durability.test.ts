// @vitest-environment node
/*
 * Durability (issue 15): the real server process, killed with SIGKILL while registrations are being
 * written, keeps every registration it answered 200: on PGlite in DATA_DIR always, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, registerStudent, startPlatform, type Platform, type StudentAccount } from '../support/platform.ts';
import { createScratchDatabase, type ScratchDatabase } from '@school/mocks/testing/postgres';

/* Enough answered registrations to be sure several writes were under way at the kill. */
const ANSWERED_BEFORE_KILL = 12;
const PARALLEL = 6;
/* About 10 s for each database on a quiet machine; room for a busy one. */
const TIMEOUT_MS = 120_000;

/* Each person registers from an address of their own, so no per-address limit is what ends a flow. */
const addressOf = (n: number) => ({ 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` });

const databases: [string, string | undefined][] = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : []),
];

let cleanUp: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

describe.each(databases)('durability on %s', (_, adminUrl) => {
  it(
    'given registrations in flight when the server process group is SIGKILLed / after a restart on the same data every registration answered 200 is there and signs in',
    { timeout: TIMEOUT_MS },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'school-durability-'));
      cleanUp.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      let database: ScratchDatabase | undefined;
      if (adminUrl) {
        database = await createScratchDatabase(adminUrl, 'school_durability');
        cleanUp.push(() => database!.drop());
      }
      const start = async (): Promise<Platform> => {
        const platform = await startPlatform({
          command: 'server',
          dataDir,
          readyTimeoutMs: 60_000,
          env: {
            DATABASE_URL: database?.url ?? '',
            TRUST_PROXY: 'true',
            OWNER_USERNAME: 'owner',
            OWNER_PASSWORD: 'durability-owner-password',
            OWNER_EMAIL: 'owner@durability.test',
            LOG_LEVEL: 'fatal',
          },
        });
        cleanUp.push(platform.stop);
        return platform;
      };

      const first = await start();
      const answered: (StudentAccount & { n: number })[] = [];
      const failedBeforeKill: string[] = [];
      let killed = false;
      let next = 0;

      const registerUntilKilled = async () => {
        while (!killed) {
          const n = next++;
          const student = {
            username: `durable${n}`,
            password: `durable-password-${n}`,
            email: `durable${n}@mail.test`,
            firstName: 'Анна',
            lastName: 'Иванова',
          };
          try {
            await registerStudent(first.baseUrl, dataDir, student, addressOf(n));
          } catch (error) {
            /* After the kill an unfinished registration may or may not have been written: only 200s are promised. */
            if (!killed) failedBeforeKill.push(`${student.username}: ${(error as Error).message}`);
            continue;
          }
          answered.push({ ...student, n });
          if (answered.length === ANSWERED_BEFORE_KILL && !killed) {
            killed = true;
            first.killGroup('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, registerUntilKilled));

      expect(failedBeforeKill).toEqual([]);
      expect((await first.exited).signal).toBe('SIGKILL');
      /* Flows were in flight at the kill and cut by it: one a worker at most, and another worker's 200 may still have
         arrived between the decision to kill and the signal (it is then among those looked for below). */
      expect(next - answered.length).toBeGreaterThan(0);
      expect(next - answered.length).toBeLessThanOrEqual(PARALLEL - 1);

      const second = await start();
      const missing: string[] = [];
      for (const student of answered) {
        const signIn = await callApi<{ accessToken: string }>(second.baseUrl, 'POST', '/auth/login', {
          body: { username: student.username, password: student.password },
          headers: addressOf(student.n),
        });
        if (signIn.status !== 200) {
          missing.push(`${student.username}: sign-in answered ${signIn.status}`);
          continue;
        }
        const me = await callApi<{ username: string; email: string }>(second.baseUrl, 'GET', '/auth/getuser', {
          token: signIn.data.accessToken,
          headers: addressOf(student.n),
        });
        expect(me.data).toMatchObject({ username: student.username, email: student.email });
      }
      expect(missing).toEqual([]);
    },
  );
});
