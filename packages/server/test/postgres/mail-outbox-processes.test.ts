/**
 * The mail outbox on PostgreSQL only: several server processes drain one outbox there, and the
 * row claim (FOR UPDATE SKIP LOCKED with a lease) keeps each mail to one send. Runs in the
 * server-postgres project, which exists when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/services/mail-outbox.ts';
import { startRelay, until, type Relay } from '../helpers/relay.ts';
import { createTestApp, uniqueName } from '../helpers/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterAll(async () => {
  await relay?.close();
});

describe('several server processes on one PostgreSQL', () => {
  it('given two workers draining one outbox at once / each mail goes out exactly once', async () => {
    const first = await createTestApp({ config: { smtpUrl: relay.url } });
    const second = await createTestApp({ databaseOf: first, config: { smtpUrl: relay.url } });
    try {
      const recipients = Array.from({ length: 60 }, () => `${uniqueName('many')}@mail.test`);
      await queueMail(
        first.app.db,
        recipients.map((to) => ({ to, kind: 'passwordChanged' as const, subject: 's', text: 't', html: 'h' })),
      );
      first.app.mailOutbox.wake();
      second.app.mailOutbox.wake();
      await Promise.all([first.flushMail(), second.flushMail()]);
      await until(() => recipients.every((to) => relay.to(to).length > 0), 'every mail');
      await sleep(300);
      expect(recipients.map((to) => relay.to(to).length)).toEqual(recipients.map(() => 1));
    } finally {
      await second.close();
      await first.close();
    }
  });
});
