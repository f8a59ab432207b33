/**
 * What the journeys through an outside service (the Telegram bot, VK ID) need: a local stand-in of
 * the service, the real server (`npm start`) pointed at it on a throw-away DATA_DIR, a registered
 * student and a browser. Read the fields inside tests only.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { registerStudent, startPlatform, type Platform, type StudentAccount } from '../support/platform.ts';
import { launch } from './browser.ts';

export interface ServiceJourney<Service> {
  service: Service;
  server: Platform;
  browser: Browser;
}

export function serviceJourney<Service extends { close(): Promise<void> }>(options: {
  startService: () => Promise<Service>;
  /** The server's environment that points it at the stand-in. */
  env: (service: Service) => Record<string, string>;
  student: StudentAccount;
}): ServiceJourney<Service> {
  const journey = {} as ServiceJourney<Service>;
  beforeAll(async () => {
    journey.service = await options.startService();
    journey.server = await startPlatform({ env: options.env(journey.service), readyTimeoutMs: 120_000 });
    await registerStudent(journey.server.baseUrl, journey.server.dataDir, options.student);
    journey.browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.service?.close();
  });
  return journey;
}
