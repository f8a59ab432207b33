/** A stand-in SMTP relay for the mail outbox's tests (the real outside service never runs in tests). */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

interface Delivered {
  to: string[];
  text: string;
}

/**
 * A stand-in mail server that can be told to refuse the next sends (451, as a relay that is briefly
 * down answers) or to hold every new connection before its greeting (a relay that hangs).
 */
export async function startRelay() {
  const delivered: Delivered[] = [];
  let refuse = 0;
  let tries = 0;
  let held: (() => void)[] | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (held) held.push(() => callback());
      else callback();
    },
    onMailFrom(_address, _session, callback) {
      tries += 1;
      if (refuse > 0) {
        refuse -= 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          delivered.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            text: email.text ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    to: (address: string) => delivered.filter((mail) => mail.to.includes(address.toLowerCase())),
    /** MAIL FROM commands seen: one per send tried. */
    tries: () => tries,
    refuseNext(count: number) {
      refuse = count;
    },
    hold() {
      held = [];
    },
    /** Connections held before their greeting. */
    waiting: () => held?.length ?? 0,
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((go) => go());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Relay = Awaited<ReturnType<typeof startRelay>>;

/** Polls `check` until it holds, failing after `timeoutMs` with what it waited for. */
export const until = async (check: () => boolean, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
