/**
 * Hardening finding 9: reset-pass answered slower for e-mails with an account, because it sent the
 * mail while the caller waited. Now every mail goes through a durable outbox: the request writes a
 * row and answers, and a worker in the server process sends it, retrying while the mail server is
 * down, after a restart too, and never twice.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, resetTickets } from '../src/db/schema/index.ts';
import { productionLogger } from '../src/lib/log-safety.ts';
import { sweepExpired } from '../src/plugins/app/housekeeping.ts';
import { queueMail } from '../src/services/mail-outbox.ts';
import { startRelay, until, type Relay } from './helpers/relay.ts';
import { createPending } from './helpers/registration.ts';
import { codeFrom } from '@school/mocks/testing/mail';
import { call, createTestApp, seedUser, uniqueName, type TestApp } from './helpers/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsTo = (t: TestApp, recipient: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterEach(() => {
  relay.release();
  relay.refuseNext(0);
});
afterAll(async () => {
  await relay?.close();
});

describe('a mail server that is briefly down', () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { smtpUrl: relay.url },
      mailOutbox: { retryBaseMs: 50 },
      logger: productionLogger('info', { write: (line: string) => void log.push(line) }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given the relay refusing twice / the recovery mail is delivered later, exactly once, and its link works', async () => {
    const user = await seedUser(t.app, ['USER']);
    relay.refuseNext(2);
    const triesBefore = relay.tries();
    expect((await call(t.app, 'POST', '/api/reset-pass', { body: { email: user.email } })).status).toBe(200);
    await until(() => relay.to(user.email).length > 0, 'the recovery mail');
    /* Longer than the delays so far: a second copy would have come by now. */
    await sleep(500);
    expect(relay.to(user.email)).toHaveLength(1);
    expect(relay.tries() - triesBefore).toBe(3);
    const [row] = await rowsTo(t, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, subject: null, text: null, html: null });

    const ticket = new URL(/https?:\/\/\S+\/reset\?\S+/.exec(relay.to(user.email)[0]!.text)![0]).searchParams.get(
      'ticket',
    )!;
    expect((await call(t.app, 'GET', '/api/search-ticket', { query: { ticket } })).status).toBe(200);
    /* The retries are logged by kind and recipient; the link's ticket never. */
    const retries = log.filter((line) => line.includes('mail not sent, will retry') && line.includes(user.email));
    expect(retries).toHaveLength(2);
    expect(retries[0]).toContain('"kind":"recovery"');
    expect(log.join('\n')).not.toContain(ticket);
  });

  it('given the relay refusing the code mail / sendotp still answers 200 and the code arrives once it is back', async () => {
    const pending = await createPending(t.app);
    relay.refuseNext(1);
    const sent = await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect(sent.status).toBe(200);
    expect(typeof sent.body.sendOTPAt).toBe('number');
    await until(() => relay.to(pending.email).length > 0, 'the code mail');
    const code = /код подтверждения: (\d{6})/.exec(relay.to(pending.email)[0]!.text)![1]!;
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } })).status).toBe(200);
  });

  it('given rows sent or given up over a day ago / housekeeping deletes them and keeps what is pending', async () => {
    /* Due in an hour, so the worker leaves it pending meanwhile. */
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await t.app.db
      .insert(mailOutbox)
      .values({ kind: 'passwordChanged', recipient: 'later@mail.test', subject: 's', nextAttemptAt: inAnHour });
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.app.db
      .update(mailOutbox)
      .set({ doneAt: dayAndMore })
      .where(sql`${mailOutbox.status} <> 'pending'`);
    await sweepExpired(t.app.db, t.config.loginThrottle);
    const left = await t.app.db.select({ recipient: mailOutbox.recipient, status: mailOutbox.status }).from(mailOutbox);
    expect(left).toEqual([{ recipient: 'later@mail.test', status: 'pending' }]);
  });
});

describe('reset-pass', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { smtpUrl: relay.url } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The answer of reset-pass while the relay holds every connection: an inline send would wait for it. */
  async function answerWhileRelayHangs(email: string) {
    relay.hold();
    const mailsBefore = relay.delivered.length;
    const answer = await Promise.race([
      t.app.inject({ method: 'POST', url: '/server/api/reset-pass', payload: { email } }),
      sleep(5_000).then(() => null),
    ]);
    expect(answer, 'reset-pass waited for the mail server').not.toBeNull();
    expect(relay.delivered.length).toBe(mailsBefore);
    relay.release();
    await t.flushMail();
    return { status: answer!.statusCode, body: answer!.json() };
  }

  it('given an e-mail with an account / answers before any mail is sent, and the mail follows', async () => {
    const user = await seedUser(t.app, ['USER']);
    const answer = await answerWhileRelayHangs(user.email);
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(relay.to(user.email)).toHaveLength(1);
  });

  it('given an e-mail without an account / the same answer, and no mail and no ticket follow', async () => {
    const email = `${uniqueName('nobody')}@mail.test`;
    const answer = await answerWhileRelayHangs(email);
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(relay.to(email)).toHaveLength(0);
    const [row] = await rowsTo(t, email);
    expect(row).toMatchObject({ status: 'skipped', subject: null });
  });

  it('given a known and an unknown e-mail / the request itself writes the same: one outbox row and no ticket', async () => {
    const user = await seedUser(t.app, ['USER']);
    const unknown = `${uniqueName('nobody')}@mail.test`;
    const ticketsBefore = (await t.app.db.select().from(resetTickets)).length;
    for (const email of [user.email, unknown]) {
      /* The worker composes the recovery mail after the answer: stop it from starting meanwhile. */
      const wake = t.app.mailOutbox.wake;
      t.app.mailOutbox.wake = () => {};
      try {
        await t.app.inject({ method: 'POST', url: '/server/api/reset-pass', payload: { email } });
      } finally {
        t.app.mailOutbox.wake = wake;
      }
      expect(await rowsTo(t, email)).toMatchObject([{ status: 'pending', kind: 'recovery', subject: null }]);
    }
    expect((await t.app.db.select().from(resetTickets)).length).toBe(ticketsBefore);
    t.app.mailOutbox.wake();
    await t.flushMail();
    expect(relay.to(user.email)).toHaveLength(1);
  });
});

describe('a restart', () => {
  it('given a mail still pending when the server stops / the next start on the same data delivers it, once', async () => {
    /* The first run cannot reach its mail server; its retry is due shortly after the stop. */
    const first = await createTestApp({
      onDisk: true,
      config: { smtpUrl: 'smtp://127.0.0.1:1' },
      mailOutbox: { retryBaseMs: 300 },
    });
    let second: TestApp | undefined;
    try {
      const pending = await createPending(first.app);
      expect((await call(first.app, 'POST', '/api/sendotp', { body: { id: pending.id } })).status).toBe(200);
      expect(await rowsTo(first, pending.email)).toMatchObject([{ status: 'pending', attempts: 1 }]);
      await first.app.close();

      second = await createTestApp({ databaseOf: first, mailOutbox: { retryBaseMs: 300 } });
      await second.mail.next(pending.email, 0, 10_000);
      await sleep(500);
      expect(second.mail.to(pending.email)).toHaveLength(1);
      const code = codeFrom(second.mail.last(pending.email));
      const checked = await call(second.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } });
      expect(checked.status).toBe(200);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});

describe('stopping', () => {
  it('given a send in flight when the app closes / close resolves soon and nothing rejects unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const t = await createTestApp({ config: { smtpUrl: relay.url }, mailOutbox: { stopWaitMs: 200 } });
    try {
      relay.hold();
      await queueMail(t.app.db, { to: 'late@mail.test', kind: 'passwordChanged', subject: 's', text: 't', html: 'h' });
      t.app.mailOutbox.wake();
      await until(() => relay.waiting() > 0, 'the held connection');
      const started = Date.now();
      await t.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      /* The held send now finishes against a closed database: logged, not thrown. */
      relay.release();
      await sleep(500);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
