import { ERROR_STATUS, type ErrorCode } from '@kb/contracts';

/** An error with a status and a stable code; the error handler writes it as `{ error, details? }`. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const NotFound = (message = 'Not found') => new HttpError('notFound', message);
export const Unauthorized = (message = 'Authentication required') => new HttpError('unauthorized', message);
export const BadRequest = (message: string, details?: unknown) => new HttpError('validation', message, details);
export const Conflict = (message: string) => new HttpError('conflict', message);
export const Unavailable = (message = 'Service temporarily unavailable') => new HttpError('unavailable', message);
/** 503 with Retry-After while something is still being loaded at start. */
export const StartingUp = (message: string) => new HttpError('unavailable', message, undefined, { 'Retry-After': '5' });
export const RateLimited = (retryAfterSeconds: number) =>
  new HttpError('rateLimited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds }, {
    'Retry-After': String(retryAfterSeconds),
  });
