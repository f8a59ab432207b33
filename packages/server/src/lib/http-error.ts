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
