/**
 * A local stand-in for an SMTP server, for Node tests (server tests, end-to-end journeys): the server
 * under test sends real SMTP to it, and the tests read the parsed mails. Cyrillic bodies arrive
 * base64-encoded, so mails are parsed (postal-mime) before anyone looks for a code or a link.
 * STARTTLS stays off: smtp-server's built-in certificate has expired.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export async function startMailSink() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The reply to DATA waits for the parse, so a mail is listed by the time the sender's call resolves.
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: email.from?.address ?? '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  /** Mails sent to this address, oldest first. */
  const to = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));

  /** Waits for the mail to `address` after the first `seen` ones (mails may arrive while a page waits). */
  async function next(address: string, seen = 0, timeoutMs = 20_000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mail = to(address)[seen];
      if (mail) return mail;
      if (Date.now() > until) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    last: (address: string) => to(address).at(-1),
    next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
