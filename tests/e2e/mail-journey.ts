/**
 * What the registration and recovery journeys need besides a browser: the real server (`npm start`)
 * on a free port with a throw-away DATA_DIR, sending real SMTP to an in-process sink, and the
 * mails it received, parsed (Cyrillic bodies are base64, so never grep the raw message): the
 * tests read codes and links out of them with @school/mocks/testing/mail, as the server tests do.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { startMailSink, type MailSink } from '@school/mocks/smtp';
import { afterAll, beforeAll } from 'vitest';
import { callApi, startPlatform } from '../support/platform.ts';
import { DESKTOP, launch, openPage } from './browser.ts';

export const OWNER = { username: 'reg-owner', password: 'reg-owner-password', email: 'owner@reg.example.ru' };

/** A call to the API outside the browser (set-up steps and checks that are not the journey). */
export const api = callApi;

export interface MailJourney {
  browser: Browser;
  sink: MailSink;
  server: Awaited<ReturnType<typeof startPlatform>>;
  /** A fresh desktop page on this file's server, with `cookies` (a sign-in's tokens, say) set. */
  openPage(cookies?: Record<string, string>): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Before the file's tests: the SMTP sink, `npm start` sending to it (the e2e global setup has built
 * the app already) and a browser; after them, all three stopped. Read the fields inside tests only.
 */
export function mailJourney(): MailJourney {
  const journey = {
    openPage: (cookies = {}) => openPage(journey.browser, DESKTOP, cookies, journey.server.baseUrl),
  } as MailJourney;
  beforeAll(async () => {
    journey.sink = await startMailSink();
    journey.server = await startPlatform({
      env: {
        SMTP_URL: journey.sink.url,
        MAIL_FROM: 'Онлайн-школа <school@reg.example.ru>',
        OWNER_USERNAME: OWNER.username,
        OWNER_PASSWORD: OWNER.password,
        OWNER_EMAIL: OWNER.email,
      },
      readyTimeoutMs: 120_000,
    });
    journey.browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.sink?.close();
  });
  return journey;
}

/** The user the browser is signed in as, asked with its accessToken cookie. */
export async function signedInUser(context: BrowserContext, baseUrl: string) {
  const token = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'accessToken')?.value;
  if (!token) throw new Error('No accessToken cookie: not signed in');
  const { status, data } = await api<{ username: string; roles: string[]; firstName: string }>(
    baseUrl,
    'GET',
    '/auth/getuser',
    { token },
  );
  if (status !== 200) throw new Error(`getuser answered ${status}`);
  return data;
}

/** Types the code into the six cells one key at a time, as a person would. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Цифра 1 из 6' }).click();
  await page.keyboard.type(code, { delay: 60 });
}
