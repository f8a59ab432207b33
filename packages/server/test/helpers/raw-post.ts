import type { FastifyInstance } from 'fastify';

/**
 * A POST whose body goes exactly as written, under the given content type: what real clients send
 * besides JSON (forms, broken or oversized JSON, an empty body), which `call` does not.
 */
export const postRaw = (
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload });
