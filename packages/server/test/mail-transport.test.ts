/**
 * SMTP_URL pointing at a relay as people run them for development and tests: smtp-server with its
 * defaults offers STARTTLS with a built-in certificate that no client can verify (it has expired).
 * A plain smtp:// URL asks for no TLS at all, so the mail must still go out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpTransportOptions } from '../src/mail/mailer.ts';
import { createPending } from './helpers/registration.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let relay: SMTPServer;
const received: string[] = [];

beforeAll(async () => {
  relay = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
  const { port } = relay.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

describe('SMTP_URL with a relay that offers STARTTLS with an unverifiable certificate', () => {
  it('given a pending registration / sendotp answers 200 and the code mail reaches the relay', async () => {
    const pending = await createPending(t.app);
    const res = await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect(res.status).toBe(200);
    expect(typeof res.body.sendOTPAt).toBe('number');
    expect(received).toContain(pending.email);
  });
});

describe('smtpTransportOptions', () => {
  it.each([
    'smtps://user:pass@mail.example.com',
    'smtp://mail.example.com:587?requireTLS=true',
    'smtp://mail.example.com?tls.rejectUnauthorized=true',
  ])('given %s, which asks for TLS / keeps certificate verification', (url) => {
    expect(smtpTransportOptions(url)).toEqual({ url });
  });

  it('given a plain smtp:// URL / accepts whatever certificate an opportunistic STARTTLS offers', () => {
    expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toEqual({
      url: 'smtp://127.0.0.1:2525',
      tls: { rejectUnauthorized: false },
    });
  });
});
