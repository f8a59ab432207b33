import { ERROR_CODES } from '@school/contract';

/** An error the error handler turns into `{message, code?}` with this status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, message: string, code?: string): HttpError =>
  new HttpError(statusCode, message, code);

/** 403 for a role rule that refused: the policy's Russian message with the role-refusal code. */
export const forbiddenError = (message: string): HttpError => httpError(403, message, ERROR_CODES.forbidden);
