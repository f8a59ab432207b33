import { ERROR_CODES, MESSAGES } from '@school/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type ErrorDetails } from '../../lib/http-error.ts';
import { databaseFailure } from '../../lib/log-safety.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.fileTypeUnsupported,
  429: MESSAGES.tooManyAttempts,
};

const russian = (text: string | undefined): text is string => typeof text === 'string' && /[а-яё]/i.test(text);

/** PostgreSQL SQLSTATE classes caused by the data sent, not by the server. */
const isDataError = (code: unknown): boolean => typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);

function describe(error: FastifyError & { cause?: unknown }): {
  status: number;
  message: string;
  code?: string | undefined;
  details?: ErrorDetails | undefined;
} {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, code: error.code, details: error.details };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]?.message;
    /* The avatar limit is a size limit even when the schema catches it. */
    if (first === MESSAGES.avatarTooLarge) return { status: 413, message: first };
    return { status: 400, message: russian(first) ? first : MESSAGES.invalidInput };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: MESSAGES.payloadTooLarge };
    /* api.md lists 400 for every invalid input, a body that is not JSON included. */
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: MESSAGES.invalidInput };
  }
  const pg = (error.cause ?? error) as { code?: unknown; constraint_name?: string; constraint?: string };
  const pgCode = pg.code ?? (error as { code?: unknown }).code;
  if (pgCode === '23505') {
    /* Two requests raced past the availability check; the unique index decided. */
    const constraint = pg.constraint_name ?? pg.constraint ?? '';
    if (constraint.includes('email')) return { status: 409, message: MESSAGES.emailTaken };
    if (constraint.includes('shortname')) return { status: 409, message: MESSAGES.subjectShortnameTaken };
    if (constraint.includes('vk_id')) return { status: 409, message: MESSAGES.vkAlreadyLinked };
    return { status: 409, message: MESSAGES.loginTaken };
  }
  if (isDataError(pgCode)) return { status: 400, message: MESSAGES.invalidInput };
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      message: russian(error.message) ? error.message : (MESSAGE_BY_STATUS[status] ?? MESSAGES.invalidInput),
    };
  }
  return { status: 500, message: MESSAGES.serverError };
}

/** One error handler: every failure answers `{message, code}` with a Russian message. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message, code, details } = describe(error);
      /* A 5xx we answer on purpose (mail server or VK ID down) is already logged where it happened. */
      if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'unhandled error');
      else if (status >= 500) request.log.warn({ status, reason: error.message }, 'outside service failed');
      /* The logger's err serializer keeps a database error to its code (its message holds the query's parameters). */
      else if (databaseFailure(error)) request.log.info({ status, err: error }, 'request refused');
      else request.log.info({ status, reason: error.message }, 'request refused');
      /* A refusal never carries a code that reads like a server failure. */
      const fallback = status < 500 ? ERROR_CODES.badRequest : ERROR_CODES.serverError;
      return reply.code(status).send({ ...details, message, code: code ?? CODE_BY_STATUS[status] ?? fallback });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it
 * (headers over the limit, a request that never arrived in full, bytes that are not HTTP) gets the
 * API's `{message, code}` in Russian too. Fastify's default answers in English and counts the
 * body's characters as its length, which Cyrillic would break.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  /* The peer is gone (https://nodejs.org/api/http.html#event-clienterror): nothing to answer. */
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.headersTooLarge, ERROR_CODES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimeout, ERROR_CODES.requestTimeout]
        : [400, MESSAGES.invalidInput, ERROR_CODES.badRequest];
  this.log.info({ status, reason: error.code ?? error.message }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ message, code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
