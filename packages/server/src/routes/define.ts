import {
  endpoints,
  type EndpointName,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointResponse,
  type Routes,
} from '@school/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { compiledSerializerCompiler } from '../lib/compiled-serializer.ts';
import { httpError } from '../lib/http-error.ts';
import type { ApiDomain } from '../lib/openapi.ts';
import type { TaughtSubject, UserRow } from '../services/users.ts';

/** What `authenticate` read for a bearer or senior call, before its handler runs. */
export interface SignedIn {
  /** The signed-in account, read afresh for this call (a ban or a role change applies at once). */
  account: UserRow;
  /** The subjects `account` teaches, in order, read with it. */
  taughtSubjects: readonly TaughtSubject[];
  /** The sign-in (refresh family) the access token belongs to. */
  sessionFamily: string;
}

/**
 * The request a handler of call `N` gets: body and query as the contract parsed them, and for a
 * bearer or senior call the signed-in account. The auth hook runs before the handler and refuses
 * a call without one, so the handler never checks for it again.
 */
export type RouteRequest<N extends EndpointName> = Omit<FastifyRequest, 'body' | 'query'> & {
  body: EndpointParsedBody<N>;
  query: EndpointParsedQuery<N>;
} & (Routes[N]['auth'] extends 'none' ? unknown : SignedIn);

export interface RouteExtras {
  /** Requests a minute from one address (429 with a Russian message above it). */
  rateLimit?: number;
  /** Statuses this route answers on top of its endpoint's, so the OpenAPI document declares them. */
  extraStatuses?: readonly number[];
  /**
   * Refuses a call before its input is validated (after authentication), by throwing. It never
   * rewrites the input: normalisation lives in the contract's schemas, shared with the app and mocks.
   */
  guard?: (request: FastifyRequest) => Promise<void>;
  /**
   * The 200 answer is written by a serializer compiled from the endpoint's schema instead of zod
   * at response time: for hot calls whose handler builds the answer with the contract's type.
   */
  compiledSerializer?: boolean;
}

/**
 * Registers one call of the contract's endpoint table: method, path, auth level, query/body
 * validation and the 200 serialisation all come from `endpoints[name]`, so the route, the app,
 * the mocks and the OpenAPI document cannot drift apart. The document's summary, security and
 * error statuses are added by the swagger plugin from the same entry (plugins/external/swagger.ts).
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  extras: RouteExtras,
  handler: (request: RouteRequest<N>, reply: FastifyReply) => Promise<EndpointResponse<N>>,
): void {
  const endpoint = endpoints[name] as (typeof endpoints)[EndpointName];
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...('query' in endpoint ? { querystring: endpoint.query } : {}),
      ...('body' in endpoint ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    /* onRequest: a caller without the right to the call learns nothing about its body rules. */
    ...(endpoint.auth === 'bearer' ? { onRequest: app.authenticate } : {}),
    ...(endpoint.auth === 'senior' ? { onRequest: app.requireSenior } : {}),
    ...(extras.guard ? { preValidation: extras.guard } : {}),
    ...(extras.compiledSerializer ? { serializerCompiler: compiledSerializerCompiler } : {}),
    config: {
      ...(extras.rateLimit ? { rateLimit: { max: extras.rateLimit, timeWindow: 60_000 } } : {}),
      ...(extras.extraStatuses ? { extraStatuses: extras.extraStatuses } : {}),
    },
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
  for (const name of names) defineRoute(app, name, { extraStatuses: [404], guard: refuse }, refuse);
}

/**
 * A route group of one domain (routes/<domain>/): its routes carry the domain as their OpenAPI
 * tag, so the document is grouped as the folders are.
 */
export function routeGroup<Options extends FastifyPluginOptions>(
  domain: ApiDomain,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema = { ...route.schema, tags: [domain] };
    });
    await plugin(app, options);
  };
}
