import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A plain smtp:// URL asks for no TLS, yet nodemailer upgrades with STARTTLS whenever the relay
 * offers it and then insists on a verifiable certificate, so a development or test relay with a
 * self-signed or expired certificate (smtp-server's default) would refuse every mail. Verifying an
 * opportunistic upgrade protects nothing (whoever can intercept can also strip the STARTTLS offer),
 * so it is verified only when the URL asks for TLS: smtps:, requireTLS or its own tls.* options.
 */
export function smtpTransportOptions(smtpUrl: string): { url: string; tls?: { rejectUnauthorized: boolean } } {
  const url = new URL(smtpUrl);
  const asksForTls =
    url.protocol !== 'smtp:' ||
    [...url.searchParams.keys()].some((key) => key === 'requireTLS' || key === 'secure' || key.startsWith('tls.'));
  return asksForTls ? { url: smtpUrl } : { url: smtpUrl, tls: { rejectUnauthorized: false } };
}

/**
 * With SMTP_URL mail goes out through nodemailer; without it, each message is written to
 * DATA_DIR/outbox (the log names the file) so a local user can still read their code and finish a
 * registration. Only the outbox worker (services/mail-outbox.ts) calls send: requests queue mail.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    /* nodemailer waits up to 2 min to connect and 10 min on a silent socket; the outbox retries instead. */
    const transport = nodemailer.createTransport(
      {
        ...smtpTransportOptions(options.smtpUrl),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      { from: options.from },
    );
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        options.log.info({ kind: mail.kind, to: mail.to }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  let counter = 0;
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      counter += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^\w.@-]/g, '_');
      const file = path.join(outbox, `${stamp}-${String(counter).padStart(4, '0')}-${safeTo}.eml`);
      const message = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\n');
      await writeFile(file, message, 'utf8');
      await writeFile(file.replace(/\.eml$/, '.html'), mail.html, 'utf8');
      /* The file holds the code or link; the log only points to it (secrets stay out of logs). */
      options.log.info({ kind: mail.kind, to: mail.to, file }, 'mail written to outbox (SMTP_URL is not set)');
    },
    close: () => {},
  };
}
