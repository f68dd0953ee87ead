import type { ErrorCode } from '@foyer/contract';

/** An answer the client caused: the error handler turns it into `{code, message, errors}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly errors?: Record<string, string[]>,
    /** Values for the `{name}` placeholders of the code's message, also sent to the client. */
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND'): HttpError => new HttpError(404, code);
