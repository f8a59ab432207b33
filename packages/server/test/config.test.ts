import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-config-'));
  dirs.push(dir);
  return dir;
};

/** `npm start`'s entry point run to its end with `env` over this process's environment. */
const startServer = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The sentences a refused configuration reports. */
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('configuration from the environment', () => {
  it('given nothing but DATA_DIR / uses the defaults of api.md', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: dir,
      databaseUrl: undefined,
      webConcurrency: 1,
      redisUrl: undefined,
      smtpUrl: undefined,
      owner: { username: undefined, password: undefined, email: undefined },
      vkid: {
        appId: undefined,
        redirectUrl: 'http://localhost:3000/get-vkapi',
        linkRedirectUrl: 'http://localhost:3000/link-vk',
        apiUrl: 'https://id.vk.ru',
        timeoutMs: 10_000,
      },
    });
  });

  it("given no SCHOOL_* / the school's legal details read as examples, so nobody takes them for real ones", () => {
    const { legal } = loadConfig({ DATA_DIR: dataDir() });
    expect(legal.name).toBe('ООО «Пример» (укажите реквизиты школы)');
    expect(legal.inn).toMatch(/пример/);
    expect(legal.ogrn).toMatch(/пример/);
    expect(legal).toMatchObject({
      website: 'https://example.ru',
      vk: 'https://vk.com/example',
      telegram: 'https://t.me/example',
    });
  });

  it("given SCHOOL_* / the school's legal details are those, and a malformed SCHOOL_EMAIL is named", () => {
    const { legal } = loadConfig({
      DATA_DIR: dataDir(),
      SCHOOL_LEGAL_NAME: 'ООО «Школа»',
      SCHOOL_INN: '7701234567',
      SCHOOL_OGRN: '1177746123456',
      SCHOOL_ADDRESS: 'г. Москва',
      SCHOOL_PHONE: '+79990001122',
      SCHOOL_EMAIL: 'info@school.ru',
      SCHOOL_WEBSITE: 'https://school.ru',
      SCHOOL_VK: 'https://vk.com/school',
      SCHOOL_TELEGRAM: 'https://t.me/school',
    });
    expect(legal).toEqual({
      name: 'ООО «Школа»',
      inn: '7701234567',
      ogrn: '1177746123456',
      address: 'г. Москва',
      phone: '+79990001122',
      email: 'info@school.ru',
      website: 'https://school.ru',
      vk: 'https://vk.com/school',
      telegram: 'https://t.me/school',
    });
    expect(problemsOf({ SCHOOL_EMAIL: 'school' })).toEqual(['SCHOOL_EMAIL must be an e-mail address, got "school"']);
  });

  it('given a contact link that is not an http(s) URL / the start stops naming the variable and the value', () => {
    expect(
      problemsOf({ SCHOOL_WEBSITE: 'school.ru', SCHOOL_VK: 'vk.com/school', SCHOOL_TELEGRAM: 'tg://school' }),
    ).toEqual([
      'SCHOOL_WEBSITE must be a URL (http: or https:), got "school.ru"',
      'SCHOOL_VK must be a URL (http: or https:), got "vk.com/school"',
      'SCHOOL_TELEGRAM must start with http:// or https://, got "tg://school"',
    ]);
  });

  it("given SCHOOL_TZ / the school's zone is that one (Europe/Moscow when unset), and an unknown zone is named", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).schoolTz).toBe('Europe/Moscow');
    expect(loadConfig({ DATA_DIR: dataDir(), SCHOOL_TZ: 'Europe/Berlin' }).schoolTz).toBe('Europe/Berlin');
    expect(problemsOf({ SCHOOL_TZ: 'Mars/Olympus' })).toEqual([
      'SCHOOL_TZ must be an IANA time zone such as Europe/Moscow, got "Mars/Olympus"',
    ]);
  });

  it('given no JWT_SECRET / generates one once, keeps it in DATA_DIR and reuses it on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('given TRUST_PROXY / passes it to Fastify as a flag, a hop count or an address list', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
  });

  it('given API_DOCS / serves /server/docs when 1, not when 0, and unset only outside NODE_ENV=production', () => {
    const apiDocs = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).apiDocs;
    expect(apiDocs({})).toBe(true);
    expect(apiDocs({ NODE_ENV: 'test' })).toBe(true);
    expect(apiDocs({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocs({ NODE_ENV: 'production', API_DOCS: '1' })).toBe(true);
    expect(apiDocs({ API_DOCS: '0' })).toBe(false);
    expect(problemsOf({ API_DOCS: 'yes' })).toEqual([
      'API_DOCS must be 1 (serve /server/docs) or 0 (do not), got "yes"',
    ]);
  });

  it('given a relative DATA_DIR / resolves it against the working directory', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: 'data' }, dir).dataDir).toBe(path.join(dir, 'data'));
  });

  it('given PORT, PUBLIC_URL with a trailing slash and the mail settings / reads them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://school.example/',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Школа <hello@school.example>',
      DATABASE_URL: 'postgres://u@db:5432/school',
      JWT_SECRET: 'k'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://school.example',
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      databaseUrl: 'postgres://u@db:5432/school',
      jwtSecret: 'k'.repeat(40),
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_URL: 'school.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'ftp://school.example' }, /PUBLIC_URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ OWNER_PASSWORD: '1234567' }, /OWNER_PASSWORD/],
    [{ OWNER_USERNAME: 'abc' }, /OWNER_USERNAME/],
    [{ OWNER_EMAIL: 'a@b' }, /OWNER_EMAIL/],
    [{ VKID_APP_ID: 'abc' }, /VKID_APP_ID/],
    [{ VKID_API_URL: 'id.vk.ru' }, /VKID_API_URL/],
    [{ TELEGRAM_BOT_TOKEN: 'nope' }, /TELEGRAM_BOT_TOKEN/],
    /* Telegram accepts only these characters in setWebhook's secret_token. */
    [{ TELEGRAM_WEBHOOK_SECRET: 'has spaces and ümlauts' }, /TELEGRAM_WEBHOOK_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY/],
    [{ WEB_CONCURRENCY: 'two' }, /WEB_CONCURRENCY/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL/],
  ])('given %j / refuses with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('given a bad value at start / the process exits 1 with that message', () => {
    const result = startServer({ PORT: 'abc', DATA_DIR: dataDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Configuration error: PORT must be a whole number/);
  });

  it('given WEB_CONCURRENCY, DATABASE_URL and REDIS_URL / runs that many workers on PostgreSQL, limits counted in Redis', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://u@db:5432/school',
      REDIS_URL: 'redis://cache:6379/2',
    });
    expect(config).toMatchObject({ webConcurrency: 4, redisUrl: 'redis://cache:6379/2' });
    expect(problemsOf({ WEB_CONCURRENCY: '65', DATABASE_URL: 'postgres://u@db/school' })).toEqual([
      'WEB_CONCURRENCY must be a whole number from 1 to 64, got "65"',
    ]);
  });

  it('given WEB_CONCURRENCY above 1 without DATABASE_URL / the start stops: the embedded database serves one process', () => {
    const message =
      'WEB_CONCURRENCY 2 needs DATABASE_URL: the embedded database (PGlite) serves one process only; set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset for one process';
    expect(problemsOf({ WEB_CONCURRENCY: '2' })).toEqual([message]);
    const result = startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: dataDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Configuration error: ${message}`);
  });

  it('given a VKID_APP_ID that is not a number / says it must be the numeric app id', () => {
    expect(problemsOf({ VKID_APP_ID: 'app-51234567' })).toEqual([
      `VKID_APP_ID must be the numeric app id from VK ID's app settings (e.g. 51234567), got "app-51234567"`,
    ]);
  });

  it('given no S3_* / files stay in the database; given all four / the bucket, in ru-central1 unless S3_REGION says', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'https://storage.yandexcloud.net/',
      S3_BUCKET: 'school-files',
      S3_ACCESS_KEY: 'key-id',
      S3_SECRET_KEY: 'secret-key',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      endpoint: 'https://storage.yandexcloud.net',
      bucket: 'school-files',
      accessKey: 'key-id',
      secretKey: 'secret-key',
      region: 'ru-central1',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3, S3_REGION: 'us-east-1' }).s3?.region).toBe('us-east-1');
  });

  it('given only some of S3_* / the start stops naming the missing ones, never echoing the secret', () => {
    const problems = problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_KEY: 'very-secret' });
    expect(problems).toEqual([
      'S3_BUCKET, S3_ACCESS_KEY must be set too: S3_ENDPOINT, S3_SECRET_KEY are set, and the S3 store needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY (or none, to keep files in the database)',
    ]);
    expect(problems.join()).not.toContain('very-secret');
    expect(problemsOf({ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Bad_Bucket' })).toEqual([
      'S3_ENDPOINT must start with http:// or https://, got "minio:9000"',
      'S3_BUCKET must be a bucket name (3-63 characters of a-z, 0-9, . and -), got "Bad_Bucket"',
    ]);
  });

  it('given several bad values / names every one of them in one report', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', OWNER_EMAIL: 'a@b' });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535, got "abc"',
      'OWNER_EMAIL must be an e-mail address, got "a@b"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
  });

  it('given two bad values at start / the process exits 1 and names both, one line each', () => {
    const result = startServer({ PORT: 'abc', SMTP_URL: 'http://mail', DATA_DIR: dataDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Configuration error: PORT must be a whole number from 0 to 65535, got "abc"$/m);
    expect(result.stderr).toMatch(
      /^Configuration error: SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got "http:\/\/mail"$/m,
    );
  });

  it('given secrets that are too short / names them without echoing them', () => {
    expect(problemsOf({ JWT_SECRET: 'short-secret', OWNER_PASSWORD: 'hunter2' })).toEqual([
      'JWT_SECRET must be at least 32 characters long',
      'OWNER_PASSWORD must be at least 8 characters long',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://school:s3cret@db/school' })).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://school:***@db/school"',
    ]);
  });

  it('the repository root holds the package (main.ts runs from there)', () => {
    expect(existsSync(path.join(REPO_ROOT, 'packages/server/src/main.ts'))).toBe(true);
  });
});
