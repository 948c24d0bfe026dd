import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimited } from '../errors';

export interface RequestLimit {
  /** Requests allowed per client address in one window. */
  points: number;
  windowSeconds: number;
}

/**
 * Per-client-address request limit, counted in memory per instance (rate-limiter-flexible) before any
 * await: past it the answer is 429 with Retry-After.
 */
export function rateLimit(name: string, limit: RequestLimit): Middleware {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.windowSeconds });
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason;
      throw RateLimited(Math.max(1, Math.ceil(reason.msBeforeNext / 1000)));
    }
    await next();
  };
}
