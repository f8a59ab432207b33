import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, MESSAGES, VIDEO_FRAME_ORIGINS } from '@school/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { describeRedisFailure } from '../../start-errors.ts';

/* Helmet's own value; sent only on https answers (below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's options: a Content-Security-Policy for the Vite React build (styled-components injects
 * <style> tags at run time, hence 'unsafe-inline' for styles only; avatars arrive as data: and
 * blob: URLs (cropping) or from VK ID over https; frames: VK ID and the video players of materials).
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://id.vk.ru', 'https://*.vk.ru', 'https://*.vk.com'],
      /* VK ID's widget, and the players a video material embeds (contract: VIDEO_FRAME_ORIGINS). */
      frameSrc: ["'self'", 'https://id.vk.ru', 'https://*.vk.ru', 'https://*.vk.com', ...VIDEO_FRAME_ORIGINS],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  /* The VK ID widget runs in a cross-origin iframe and popup. */
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  /* RFC 6797 8.1: a browser ignores HSTS over plain http, and on a development or LAN address
     served over http it would only confuse; set below when the request came over https. */
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, computed once: they depend on nothing in the request
 * (no nonces), and @fastify/helmet rebuilds helmet's whole middleware from the options on every
 * request. Helmet itself writes them here, so they stay exactly its headers.
 */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}

/** Security headers on every answer (the API, the app, errors, 404s), HSTS over https. */
export const securityPlugin = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    /* A callback hook, not an async one: it runs on every answer and needs no promise. */
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      /* request.protocol is https for a TLS socket, or for X-Forwarded-Proto: https from a proxy that
         TRUST_PROXY believes; an untrusted caller cannot switch it on by sending the header. */
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
    await app.register(compress, { global: true, threshold: 1024 });
    /* Per-route limits (config.rateLimit) and the per-e-mail ones (lib/keyed-limit.ts) share one
       store: in this process, or in Redis when REDIS_URL is set, so every process (WEB_CONCURRENCY,
       several machines) counts the same budget. The account throttling of login lives in the database. */
    const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? {
            redis,
            nameSpace: 'school-rate-limit:',
            /* Redis down: the calls go on unlimited (logged below) rather than all failing; guessing
               passwords stays throttled in the database. */
            skipOnError: true,
          }
        : {}),
      errorResponseBuilder: () => ({
        statusCode: 429,
        message: MESSAGES.tooManyAttempts,
        code: ERROR_CODES.rateLimited,
      }),
    });
  },
  { name: 'security' },
);

/* A limit check must not hold a request for long: with Redis unreachable it fails at once (the
   offline queue is off) or after this, and the call goes on unlimited. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** Connects at start, so a REDIS_URL that does not answer stops the start with a clear sentence. */
async function connectRedis(app: FastifyInstance, redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastError: unknown;
  /* Reported once per outage after the start (ioredis retries every few seconds and would repeat it);
     at the start the failure is the start error instead. */
  let started = false;
  let reported = false;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (!started || reported) return;
    app.log.error({ err: error }, 'Redis is unreachable: rate limits are not counted until it answers');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis answers again: rate limits are counted');
    reported = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    /* ioredis rejects with "Connection is closed"; the reason (ECONNREFUSED...) came as an event. */
    throw new Error(describeRedisFailure(redisUrl, lastError ?? error));
  }
  started = true;
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
