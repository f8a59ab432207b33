import { ERROR_CODES, MESSAGES, type ApiError } from '@school/contract';

/** Fields of the error body beside `message` and `code` (contract's apiErrorSchema). */
export type ErrorDetails = Omit<ApiError, 'message' | 'code'>;

/** An error the error handler turns into `{message, code?, ...details}` with this status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, message: string, code?: string, details?: ErrorDetails): HttpError =>
  new HttpError(statusCode, message, code, details);

/** 403 for a role rule that refused: the policy's Russian message with the role-refusal code. */
export const forbiddenError = (message: string): HttpError => httpError(403, message, ERROR_CODES.forbidden);

/** 403 for a banned account, with the code the app's 'Доступ запрещен' dialog reads. */
export const bannedError = (): HttpError => httpError(403, MESSAGES.banned, ERROR_CODES.banned);
