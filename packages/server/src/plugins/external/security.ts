import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import fp from 'fastify-plugin';

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
