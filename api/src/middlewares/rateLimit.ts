import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, RateLimited } from '../errors';

export interface LoginLimits {
  /** Failed sign-ins allowed per client address in one window. */
  perAddress: number;
  /** Failed sign-ins allowed per admin name (trimmed, case-folded) in one window. */
  perName: number;
  /**
   * Failed sign-ins allowed across all names and addresses in one window: rotating both gets past
   * the two limits above, not past this one. While it is used up every sign-in (the right password
   * too) is answered 429 until the window ends; that is the price of stopping distributed guessing.
   */
  siteWide: number;
  windowSeconds: number;
}

export const LOGIN_LIMITS: LoginLimits = { perAddress: 5, perName: 5, siteWide: 30, windowSeconds: 60 };
const SITE_WIDE_KEY = 'all';

/**
 * Brute-force guard for the login route. Before the handler it answers 429 with Retry-After when the
 * client address or the name has used up its failed attempts; a 401 from the handler counts as one
 * failed attempt against each, and against a site-wide count. Counters live in memory per API
 * instance (rate-limiter-flexible's RateLimiterMemory): with several instances behind a balancer
 * each keeps its own windows, so the site-wide limit is per instance.
 */
export function loginRateLimit(limits: LoginLimits = LOGIN_LIMITS): Middleware {
  const byAddress = new RateLimiterMemory({ keyPrefix: 'login-address', points: limits.perAddress, duration: limits.windowSeconds });
  const byName = new RateLimiterMemory({ keyPrefix: 'login-name', points: limits.perName, duration: limits.windowSeconds });
  const siteWide = new RateLimiterMemory({ keyPrefix: 'login-all', points: limits.siteWide, duration: limits.windowSeconds });
  const checks = (ip: string, name: string | null) =>
    [
      { limiter: siteWide, key: SITE_WIDE_KEY, points: limits.siteWide },
      { limiter: byAddress, key: ip, points: limits.perAddress },
      ...(name ? [{ limiter: byName, key: name, points: limits.perName }] : []),
    ] as const;

  return async (ctx, next) => {
    const targets = checks(ctx.ip, nameKey((ctx.request as { body?: unknown }).body));
    let waitMs = 0;
    for (const { limiter, key, points } of targets) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) waitMs = Math.max(waitMs, state.msBeforeNext);
    }
    if (waitMs > 0) throw RateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await Promise.all(targets.map(({ limiter, key }) => limiter.consume(key).catch(ignoreExhausted)));
      }
      throw error;
    }
  };
}

function nameKey(body: unknown): string | null {
  const name = (body as { adminName?: unknown } | undefined)?.adminName;
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  return key.length > 0 ? key.slice(0, 200) : null;
}

/** consume() rejects with a RateLimiterRes once points run out; that is expected here. */
function ignoreExhausted(reason: unknown): void {
  if (!(reason instanceof RateLimiterRes)) throw reason;
}
