import {
  endpoints,
  type EndpointName,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointResponse,
} from '@school/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { httpError } from '../lib/http-error.ts';

export type RouteRequest<N extends EndpointName> = Omit<FastifyRequest, 'body' | 'query'> & {
  body: EndpointParsedBody<N>;
  query: EndpointParsedQuery<N>;
};

export interface RouteExtras {
  /** Requests a minute from one address (429 with a Russian message above it). */
  rateLimit?: number;
  summary?: string;
  /**
   * Refuses a call before its input is validated (after authentication), by throwing. It never
   * rewrites the input: normalisation lives in the contract's schemas, shared with the app and mocks.
   */
  guard?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers one call of the contract's endpoint table: method, path, auth level, query/body
 * validation and the 200 serialisation all come from `endpoints[name]`, so the route, the app,
 * the mocks and the OpenAPI document cannot drift apart.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  extras: RouteExtras,
  handler: (request: RouteRequest<N>, reply: FastifyReply) => Promise<EndpointResponse<N>>,
): void {
  const endpoint = endpoints[name] as (typeof endpoints)[EndpointName];
  const tag = endpoint.path.split('/')[1] ?? 'api';
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: name,
      tags: [tag],
      ...(extras.summary ? { summary: extras.summary } : {}),
      ...('query' in endpoint ? { querystring: endpoint.query } : {}),
      ...('body' in endpoint ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
      ...(endpoint.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    },
    /* onRequest: a caller without the right to the call learns nothing about its body rules. */
    ...(endpoint.auth === 'bearer' ? { onRequest: app.authenticate } : {}),
    ...(endpoint.auth === 'senior' ? { onRequest: app.requireSenior } : {}),
    ...(extras.guard ? { preValidation: extras.guard } : {}),
    ...(extras.rateLimit ? { config: { rateLimit: { max: extras.rateLimit, timeWindow: 60_000 } } } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(options);
}

/**
 * Calls whose feature arrives in a later issue. Each is registered with its auth level, so a
 * signed-in call without a token answers 401 like every other, and then answers 404 with
 * `message` (before the body is checked), which the app reads as "hide the feature".
 */
export function defineUnavailableRoutes(app: FastifyInstance, names: readonly EndpointName[], message: string): void {
  const refuse = async (): Promise<never> => {
    throw httpError(404, message);
  };
  for (const name of names) defineRoute(app, name, { summary: 'Not available yet', guard: refuse }, refuse);
}
