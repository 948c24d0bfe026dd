import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const VALID = /^[\w-]{1,64}$/;

/** Gives every request an id (kept from X-Request-Id when it is sane) and echoes it back. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = VALID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
}
