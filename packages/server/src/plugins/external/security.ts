import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import fp from 'fastify-plugin';

/* Helmet's own value; sent only on https answers (below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with a Content-Security-Policy for the Vite React build: styled-components
 * injects <style> tags at run time, hence 'unsafe-inline' for styles only; avatars arrive as
 * data: and blob: URLs (cropping) or from VK ID over https.
 */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
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
          frameSrc: ["'self'", 'https://id.vk.ru', 'https://*.vk.ru', 'https://*.vk.com'],
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
    });
    /* request.protocol is https for a TLS socket, or for X-Forwarded-Proto: https from a proxy that
       TRUST_PROXY believes; an untrusted caller cannot switch it on by sending the header. */
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
    await app.register(compress, { global: true, threshold: 1024 });
    /* Per-route limits (config.rateLimit); the account throttling of login lives in the database. */
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({
        statusCode: 429,
        message: MESSAGES.tooManyAttempts,
        code: ERROR_CODES.rateLimited,
      }),
    });
  },
  { name: 'security' },
);
