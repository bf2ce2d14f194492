import type { ErrorCode } from '../../src/shared/api/contract';

/** An answer `{ message: code, data }` with an HTTP status: thrown by handlers, shaped by the error handler. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly data?: unknown,
  ) {
    super(code);
    this.name = 'ApiHttpError';
  }
}

export const badRequest = (code: ErrorCode, data?: unknown) => new ApiHttpError(400, code, data);
export const unauthorized = () => new ApiHttpError(401, 'unauthorized');
export const notFound = (data?: unknown) => new ApiHttpError(404, 'not_found', data);
export const conflict = (code: ErrorCode, data?: unknown) => new ApiHttpError(409, code, data);
