/** How many failed sign-ins a key may have before it waits, and how the wait grows. */
export interface BackoffPolicy {
  /** Failures within the horizon that cost nothing. */
  free: number;
  /** The wait after the `free`-th failure; it doubles with each further failure. */
  baseSeconds: number;
  /** The longest wait. */
  maxSeconds: number;
}

/** Failures older than this are forgotten (memory and database). */
export const HORIZON_SECONDS = 60 * 60;

/** Per client address (an IPv6 /64 is one address), per admin name and per device cookie. */
export const PER_KEY: BackoffPolicy = { free: 5, baseSeconds: 30, maxSeconds: 15 * 60 };
/**
 * Per network prefix (IPv4 /24): rotating addresses inside one network gets past the per-address limit,
 * not past this one. Wider than an address's, as a /24 may hold unrelated people behind one provider.
 */
export const PER_NETWORK: BackoffPolicy = { free: 20, baseSeconds: 30, maxSeconds: 15 * 60 };

/**
 * Exponential back-off: with `n` failures (times in ms) the key is free while n < free, otherwise it
 * waits until the latest failure plus base × 2^(n − free), capped. Returns the ms still to wait (0: free).
 */
export function waitMs(failureTimes: readonly number[], policy: BackoffPolicy, now: number): number {
  const n = failureTimes.length;
  if (n < policy.free) return 0;
  const latest = Math.max(...failureTimes);
  const seconds = Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(n - policy.free, 30));
  return Math.max(0, latest + seconds * 1000 - now);
}
