import type { Middleware } from 'koa';
import { asHttpError, HttpError, isDatabaseUnavailable } from '../errors';
import type { Logger } from '../logger';

/**
 * First in the chain: writes every error body as `{ error, code, details? }` (see errors.ts). Known
 * errors keep their status; anything else is logged with the request id and answered 'Internal error',
 * never with a stack.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = new HttpError('notFound', `No API route for ${ctx.method} ${ctx.path}`).body;
      } else if ((ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || typeof ctx.body === 'string')) {
        // The router's own answer for a wrong method, in the API's one error shape.
        const code = ctx.status === 405 ? 'methodNotAllowed' : 'notImplemented';
        ctx.body = new HttpError(code, `${ctx.method} is not allowed on ${ctx.path}`, { allow: ctx.response.get('Allow') }).body;
      }
    } catch (caught) {
      const known = asHttpError(caught);
      if (isDatabaseUnavailable(caught)) {
        logger.warn({ requestId: ctx.state.requestId, path: ctx.path, err: (caught as Error).name }, 'database unavailable');
      }
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = known.body;
        return;
      }
      logger.error({ err: caught, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = new HttpError('internal', 'Internal error', { requestId: ctx.state.requestId }).body;
    }
  };
}
