import type { Middleware } from 'koa';
import { HttpError } from '../errors';
import type { Logger } from '../logger';
import { DATABASE_UNAVAILABLE } from './databaseDeadline';

interface KoaLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/**
 * First in the chain: writes every error body as `{ error, details? }`. Known errors keep their
 * status; Koa's own 4xx (body parser, size limit) keep theirs; anything else is logged with the
 * request id and answered 'Internal error', never with a stack.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: `No API route for ${ctx.method} ${ctx.path}` };
      } else if ((ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || typeof ctx.body === 'string')) {
        // The router's own answer for a wrong method, in the API's one error shape.
        ctx.body = { error: `${ctx.method} is not allowed on ${ctx.path}`, details: { allow: ctx.response.get('Allow') } };
      }
    } catch (caught) {
      if (caught instanceof HttpError) {
        ctx.status = caught.status;
        ctx.set(caught.headers);
        ctx.body = caught.details === undefined ? { error: caught.message } : { error: caught.message, details: caught.details };
        return;
      }
      if (isDatabaseUnavailable(caught)) {
        logger.warn({ requestId: ctx.state.requestId, path: ctx.path, err: (caught as Error).name }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { error: DATABASE_UNAVAILABLE };
        return;
      }
      const err = caught as KoaLikeError;
      if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        ctx.status = err.status;
        ctx.body = { error: clientMessage(err) };
        return;
      }
      logger.error({ err: caught, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'Internal error', details: { requestId: ctx.state.requestId } };
    }
  };
}

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

function clientMessage(err: KoaLikeError): string {
  if (err.status === 413) return 'Request body too large';
  if (err.status === 415) return 'Unsupported content type: send application/json';
  // co-body parses with bourne, which refuses prototype keys instead of silently dropping them.
  if (err.status === 400 && /forbidden prototype property/i.test(err.message ?? '')) return 'JSON body must not contain "__proto__" or "constructor.prototype" keys';
  if (err.type === 'entity.parse.failed' || err.status === 400) return 'Malformed JSON body';
  return err.expose && err.message ? err.message : 'Bad request';
}
