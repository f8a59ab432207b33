import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { composeParentConsentResend } from '../../services/parent-consent.ts';
import { composeRecoveryMail } from '../../services/reset-tickets.ts';
import { startMailOutbox, type MailOutboxWorker, type OutboxTiming } from '../../services/mail-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

export interface MailOutboxOptions {
  config: Config;
  /** Retry and poll timing (the tests shorten the delays). */
  timing?: Partial<OutboxTiming> | undefined;
}

/**
 * The worker that sends queued mail (finding 9). It starts when the server is ready, so mail left
 * pending by a stop or a crash goes out after the restart, and stops before the database closes.
 */
export const mailOutboxPlugin = fp<MailOutboxOptions>(
  async (app, { config, timing }) => {
    const worker = startMailOutbox({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      composers: {
        recovery: (tx, email) => composeRecoveryMail(tx, email, config.publicUrl),
        parentConsent: (tx, login) => composeParentConsentResend(tx, login, config.publicUrl),
      },
      ...(timing ? { timing } : {}),
    });
    app.decorate('mailOutbox', worker);
    app.addHook('onReady', async () => worker.wake());
    /* onClose hooks run in reverse order of registration: this one before the mailer's and the database's. */
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'mail-outbox', dependencies: ['db', 'mail'] },
);
