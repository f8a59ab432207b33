/** The start banner's text: what a person sees once `npm start` serves. */
import { describe, expect, it } from 'vitest';
import { BANNER_TITLE, describeDatabase, listenAddress, startBanner } from '../src/banner.ts';
import { loadConfig } from '../src/config.ts';

const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/srv/school', PUBLIC_URL: 'https://school.example', ...env }, '/srv');

describe('the start banner', () => {
  it('given PostgreSQL, SMTP, VK ID and Telegram / names each without a password, and no OWNER block', () => {
    const config = configOf({
      DATABASE_URL: 'postgres://school:db-secret-1@db.internal:5433/school',
      SMTP_URL: 'smtp://mailer:smtp-secret-2@smtp.example.com:587',
      VKID_APP_ID: '51234567',
      TELEGRAM_BOT_TOKEN: '123456:telegram-secret-3',
      TELEGRAM_BOT_USERNAME: 'school_bot',
    });
    const text = startBanner(config, { address: 'http://localhost:3000' });
    expect(text).toContain(BANNER_TITLE);
    expect(text).toContain('Address:   http://localhost:3000 (public URL https://school.example)');
    expect(text).toContain('Database:  PostgreSQL db.internal:5433/school as school');
    expect(text).toContain('Mail:      SMTP smtp.example.com:587');
    expect(text).toContain('VK ID:     configured (app 51234567)');
    expect(text).toContain('Telegram:  configured (@school_bot)');
    for (const secret of ['db-secret-1', 'smtp-secret-2', 'telegram-secret-3']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/OWNER|password/i);
  });

  it('given nothing configured and an OWNER created now / says where mail goes and shows the login and password', () => {
    const config = configOf({ PUBLIC_URL: 'http://localhost:3000' });
    const text = startBanner(config, {
      address: 'http://localhost:3000',
      owner: { username: 'owner', password: 'generated-pass-1' },
    });
    expect(text).toContain('Address:   http://localhost:3000\n');
    expect(text).toContain('Database:  PGlite in /srv/school/pgdata');
    expect(text).toContain('Mail:      not configured (SMTP_URL): mail is written to /srv/school/outbox');
    expect(text).toContain('VK ID:     not configured (VKID_APP_ID)');
    expect(text).toContain('Telegram:  not configured (TELEGRAM_BOT_TOKEN)');
    expect(text).toMatch(/^\* OWNER ACCOUNT CREATED, shown only this once: +\*$/m);
    expect(text).toMatch(/^\* {3}login: {4}owner +\*$/m);
    expect(text).toMatch(/^\* {3}password: generated-pass-1 +\*$/m);
    /* Every line of the block is as wide as its rule, so it reads as one box. */
    const block = text.split('\n').filter((line) => line.startsWith('*'));
    expect(new Set(block.map((line) => line.length)).size).toBe(1);
  });

  it('given a wildcard or IPv6 host / shows an address a person can open', () => {
    expect(listenAddress('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenAddress('::1', 3000)).toBe('http://[::1]:3000');
    expect(describeDatabase({ databaseUrl: undefined, dataDir: '/d', inMemoryDatabase: true })).toBe(
      'PGlite in memory',
    );
  });
});
