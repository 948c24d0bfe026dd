import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimited } from '../errors';

export interface RequestLimit {
  /** Requests allowed per client address in one window. */
  points: number;
  windowSeconds: number;
}

/** Whether a client address may make `requests` more requests (one unless told). */
export type ClientLimiter = (ip: string, requests?: number) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;

/** A ClientLimiter under `limit`, counted in memory per instance. */
export function clientLimiter(name: string, limit: RequestLimit): ClientLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.windowSeconds });
  return async (ip, requests = 1) => {
    try {
      await limiter.consume(ip, requests);
      return { allowed: true };
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)) };
    }
  };
}

/**
 * Per-client-address request limit, counted in memory per instance (rate-limiter-flexible) before any
 * await: past it the answer is 429 with Retry-After.
 */
export function rateLimit(name: string, limit: RequestLimit): Middleware {
  return limitedBy(clientLimiter(name, limit));
}

/** The same over a limiter shared with other requests (one budget for several routes). */
export function limitedBy(allowed: ClientLimiter): Middleware {
  const admit = admissionBy(allowed);
  return async (ctx, next) => {
    await admit(ctx.ip);
    await next();
  };
}

function admissionBy(allowed: ClientLimiter): (ip: string, requests?: number) => Promise<void> {
  return async (ip, requests) => {
    const answer = await allowed(ip, requests);
    if (!answer.allowed) throw RateLimited(answer.retryAfterSeconds);
  };
}

/**
 * Sign-in ceremonies (SSO, passkeys) a client address may start per minute (each stores a challenge in signIn/challenges.ts), per instance: far above what a
 * person needs, low enough that a flood cannot fill the collection.
 */
export const CEREMONY_STARTS_PER_MINUTE = 60;
export const ceremonyStartLimit = () => rateLimit('sign-in-ceremonies', { points: CEREMONY_STARTS_PER_MINUTE, windowSeconds: 60 });
