import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A local SMTP stand-in: the server under test sends real SMTP to it. STARTTLS stays off because
 * smtp-server's built-in certificate has expired. The reply to DATA waits for the parse, so a
 * message is in `messages` by the time the server's send resolves.
 */
export async function startMailSink() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Mails sent to this address, oldest first. */
    to: (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    last: (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase())).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
