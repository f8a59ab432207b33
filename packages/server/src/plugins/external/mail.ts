import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
