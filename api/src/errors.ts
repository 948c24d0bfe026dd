import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, errorCodeForStatus, type ErrorBody, type ErrorCode } from '@kb/contracts';
import type Koa from 'koa';
import type { Logger } from './logger';

/**
 * The API's errors, in one place: the error every handler throws, what becomes of errors thrown by
 * others (Koa, the body parser, the database driver, Node's HTTP parser), and the one body they are
 * all answered with: `{ error, code, details? }` (codes in `@kb/contracts`).
 */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
    readonly status: number = ERROR_STATUS[code],
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return this.details === undefined ? { error: this.message, code: this.code } : { error: this.message, code: this.code, details: this.details };
  }
}

export const NotFound = (message = 'Not found') => new HttpError('notFound', message);
export const Unauthorized = (message = 'Authentication required', details?: unknown) => new HttpError('unauthorized', message, details);
/** 403: the signed-in admin's role may not do this. */
export const Forbidden = (message: string, details?: unknown) => new HttpError('forbidden', message, details);
/** 410: a link that was used or has expired. */
export const Gone = (message: string) => new HttpError('gone', message);
export const BadRequest = (message: string, details?: unknown) => new HttpError('validation', message, details);
/** 422: sanitising the content would lose text a reader sees; `details.lost` quotes where it starts. */
export const ContentLost = (lost: string) => new HttpError('contentLost', `Not saved: removing unsafe markup would also remove this text: "${lost}"`, { lost });
export const Conflict = (message: string) => new HttpError('conflict', message);
/** 503 with Retry-After while something is still being loaded at start. */
export const StartingUp = (message: string) => new HttpError('unavailable', message, undefined, { 'Retry-After': '5' });
export const RateLimited = (retryAfterSeconds: number) =>
  new HttpError(
    'rateLimited',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

/** Why a piece of untrusted HTML was not parsed: the API answers it as a 4xx, the analysis as a skipped page. */
export class HtmlRefused extends Error {
  override name = 'HtmlRefused';
  constructor(
    readonly code: Extract<ErrorCode, 'htmlTooDeep' | 'htmlTooManyElements' | 'htmlTooSlow'>,
    message: string,
    readonly details: Record<string, number>,
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again in a few seconds.';
/** 503 with Retry-After: the database is down or no longer answers. */
export const DatabaseUnavailable = () => new HttpError('unavailable', DATABASE_UNAVAILABLE, undefined, { 'Retry-After': '5' });

const DATABASE_DOWN = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoOperationTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
]);

/** The driver could not reach the database (down, restarting, unreachable): answered 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (DATABASE_DOWN.has(current.name)) return true;
    if (/client must be connected|connection .* closed|Topology is closed/i.test(current.message)) return true;
  }
  return false;
}

export const PROTOTYPE_KEYS = 'JSON body must not contain "__proto__" or "constructor.prototype" keys';
/** 400 for a body that cannot be used at all (the parser's own 4xx go through asHttpError). */
export const MalformedBody = (message: string, details?: unknown) => new HttpError('badRequest', message, details);

interface KoaLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/**
 * Any thrown value as the HttpError it is answered with, or null for an unknown error (a bug: the
 * error handler logs it and answers 'Internal error'). Koa's own 4xx (body parser, size limit) keep
 * their status.
 */
export function asHttpError(caught: unknown): HttpError | null {
  if (caught instanceof HttpError) return caught;
  // HTML too deep, too large or too slow to parse: 422 with the limit it passed.
  if (caught instanceof HtmlRefused) return new HttpError(caught.code, caught.message, caught.details);
  if (isDatabaseUnavailable(caught)) return DatabaseUnavailable();
  const err = caught as KoaLikeError;
  if (typeof err.status !== 'number' || err.status < 400 || err.status >= 500) return null;
  const code = err.status === 400 ? 'badRequest' : (errorCodeForStatus(err.status) ?? 'badRequest');
  return new HttpError(code, clientMessage(err), undefined, {}, err.status);
}

function clientMessage(err: KoaLikeError): string {
  if (err.status === 413) return 'Request body too large';
  if (err.status === 415) return 'Unsupported content type: send application/json';
  // co-body parses with bourne, which refuses prototype keys instead of silently dropping them.
  if (err.status === 400 && /forbidden prototype property/i.test(err.message ?? '')) return PROTOTYPE_KEYS;
  if (err.type === 'entity.parse.failed' || err.status === 400) return 'Malformed JSON body';
  return err.expose && err.message ? err.message : 'Bad request';
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/**
 * Requests Node rejects before any middleware runs (oversized headers or URL, malformed HTTP) still get
 * the API's JSON error shape instead of an empty answer.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? new HttpError('headersTooLarge', 'Request headers or URL too large')
        : new HttpError('badRequest', 'Malformed HTTP request');
    const body = JSON.stringify(answer.body);
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Socket errors that only mean the client went away before the whole response was sent. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Errors Koa meets after the handlers ran (while streaming a compressed body, say) go to the log
 * with the request id, not to stderr as a stack: a closed connection at debug level, the rest as errors.
 */
export function logResponseErrors(app: Koa, logger: Logger): void {
  // Koa may report one failed stream twice (from the stream and from the context).
  const logged = new WeakSet<Error>();
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (logged.has(error)) return;
    logged.add(error);
    const request = { requestId: ctx?.state.requestId, method: ctx?.method, path: ctx?.path };
    if (error.code && CLIENT_GONE.has(error.code)) logger.debug({ ...request, code: error.code }, 'client closed the connection early');
    else logger.error({ ...request, err: error }, 'response failed');
  });
}
