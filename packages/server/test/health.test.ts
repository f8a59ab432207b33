/**
 * Liveness and readiness for balancers and supervisors: GET /server/check answers while the process
 * runs, whatever the database does; GET /server/check/ready answers 200 only while the database
 * answers, else a Russian 503 that a balancer reads as "send no calls here".
 */
import { MESSAGES } from '@school/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../src/routes/health/index.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

describe('GET /server/check and /server/check/ready', () => {
  it('given a database that answers / both answer 200, readiness naming the database', async () => {
    t = await createTestApp();
    expect(await call(t.app, 'GET', '/check')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call(t.app, 'GET', '/check/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'ok' },
    });
  });

  it('given a closed database / readiness answers 503 in Russian while liveness still answers 200', async () => {
    t = await createTestApp();
    await t.app.database.close();
    const ready = await call(t.app, 'GET', '/check/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: MESSAGES.databaseUnavailable });
    expect(await call(t.app, 'GET', '/check')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('given a database that does not answer in time / readiness gives up with 503 within its timeout', async () => {
    t = await createTestApp();
    /* A database that hangs (a network partition) rather than refuses. */
    vi.spyOn(t.app.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    const started = Date.now();
    const ready = await call(t.app, 'GET', '/check/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: MESSAGES.databaseUnavailable });
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1_500);
  });
});
