import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, routeDocs, routes, type EndpointName } from '@school/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, declaredStatuses, endpointAt } from '../../lib/openapi.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Statuses this route answers on top of its endpoint's (documented in OpenAPI), e.g. 404 for a later issue's call. */
    extraStatuses?: readonly number[];
  }
}

/**
 * The OpenAPI document at /server/docs/json, generated from the contract's endpoint table: each
 * route's zod schemas (fastify-type-provider-zod), and per operation its summary, tag (the route
 * group), security and every error status it can answer with the shared `ApiError` body. Only the
 * document learns the error statuses: the routes serialise just their 200 answers, as before.
 * It is served (with its UI at /server/docs) only when `serve` is set: API_DOCS, or not production.
 */
export const swaggerPlugin = fp(
  async (app, { publicUrl, serve }: { publicUrl: string; serve: boolean }) => {
    const statuses = new Map<EndpointName, number[]>();
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Онлайн-школа: API',
          description:
            'Контракт api.md. Ошибки отвечают `{message, code?}` с сообщением на русском; ' +
            'вызовы с токеном передают `Authorization: Bearer <accessToken>`.',
          version: '1.0.0',
          license: { name: 'Все права защищены', url: publicUrl },
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            /* Telegram proves itself to the webhook with the secret the server gave setWebhook. */
            telegramSecret: { type: 'apiKey', in: 'header', name: 'X-Telegram-Bot-Api-Secret-Token' },
          },
        },
      },
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
        const name = endpointAt(String(method), input.url);
        if (!name) return result;
        const config = input.route.config as { rateLimit?: unknown; extraStatuses?: readonly number[] } | undefined;
        statuses.set(
          name,
          declaredStatuses(name, { rateLimited: Boolean(config?.rateLimit), extraStatuses: config?.extraStatuses }),
        );
        const security =
          name === 'telegramWebhook' ? [{ telegramSecret: [] }] : routes[name].auth === 'none' ? [] : [{ bearer: [] }];
        return {
          ...result,
          schema: { ...result.schema, operationId: name, summary: routeDocs[name].summary, security },
        };
      },
      transformObject: (documentObject) => {
        /* This server writes OpenAPI 3 (the `openapi` option above), never Swagger 2. */
        const { openapiObject } = documentObject as Extract<typeof documentObject, { openapiObject: unknown }>;
        return completeDocument(openapiObject, (name) => statuses.get(name as EndpointName));
      },
    });
    /* The document is always built (the tests check every answer against it); serving it is a choice. */
    if (serve) await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
  },
  { name: 'swagger' },
);
