/**
 * What the registration and recovery journeys need besides a browser: the real server (`npm start`)
 * on a free port with a throw-away DATA_DIR, sending real SMTP to an in-process sink, and the
 * mails it received, parsed (Cyrillic bodies are base64, so never grep the raw message).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { SMTPServer } from 'smtp-server';
import { chromiumLaunchArgs } from '../../vite.config.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** An SMTP server in this process; STARTTLS stays off (smtp-server's bundled certificate has expired). */
export async function startMailSink() {
  const mails: Mail[] = [];
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
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
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

  /** Waits for the next mail to `address` after the `seen` ones (mails arrive while the page waits). */
  async function next(address: string, seen = 0, timeoutMs = 20_000): Promise<Mail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mine = mails.filter((mail) => mail.to.includes(address.toLowerCase()));
      if (mine.length > seen) return mine[seen]!;
      if (Date.now() > until) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next,
    count: (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The six-digit code of a confirmation mail. */
export function codeFrom(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}

/** The first link to our site in a mail. */
export function linkFrom(mail: Mail, baseUrl: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(baseUrl));
  if (!link) throw new Error(`No link to ${baseUrl} in "${mail.subject}"`);
  return new URL(link);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const OWNER = { username: 'reg-owner', password: 'reg-owner-password', email: 'owner@reg.example.ru' };

/** `npm start` with SMTP_URL at the sink. The e2e global setup has built the app already. */
export async function startServer(smtpUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'school-e2e-reg-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Онлайн-школа <school@reg.example.ru>',
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      OWNER_EMAIL: OWNER.email,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/server/check`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('The server did not answer /server/check in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, stop };
}

/** A call to the API outside the browser (set-up steps and checks that are not the journey). */
export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/server${route}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumLaunchArgs,
    headless: true,
  });
}

export async function openPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', baseURL: baseUrl });
  const page = await context.newPage();
  return { context, page };
}

/** The user the browser is signed in as, asked with its accessToken cookie. */
export async function signedInUser(context: BrowserContext, baseUrl: string) {
  const token = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'accessToken')?.value;
  if (!token) throw new Error('No accessToken cookie: not signed in');
  const { status, data } = await api<{ username: string; roles: string[]; firstName: string }>(baseUrl, 'GET', '/auth/getuser', {
    token,
  });
  if (status !== 200) throw new Error(`getuser answered ${status}`);
  return data;
}

/** Types the code into the six cells one key at a time, as a person would. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Цифра 1 из 6' }).click();
  await page.keyboard.type(code, { delay: 60 });
}
