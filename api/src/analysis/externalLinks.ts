import type { ExternalLink } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import type { AddressPolicy } from './addressPolicy';
import { FETCH_LIMITS, probeUrl, type FetchLimits } from './safeFetch';

export type LinkState = Pick<ExternalLink, 'state' | 'detail' | 'checkedAt'>;

const PENDING: LinkState = { state: 'pending', detail: null, checkedAt: null };
/** A working link is trusted for an hour, a broken one asked again after ten minutes. */
const OK_TTL_MS = 60 * 60_000;
const BROKEN_TTL_MS = 10 * 60_000;
const CACHED_MAX = 10_000;
/** Links checked at once, per instance. */
const CONCURRENCY = 4;

/**
 * External links of articles, checked in the background with the SSRF-safe fetcher and cached in
 * memory. Asking never waits for the network: a link not in the cache answers 'pending' and is
 * queued, so a link check (and a publish) never blocks on another site.
 */
export class ExternalLinks {
  private cache = new LRUCache<string, LinkState>({ max: CACHED_MAX, ttl: OK_TTL_MS });
  private queue: string[] = [];
  private queued = new Set<string>();
  private running = 0;

  constructor(
    private readonly policy: AddressPolicy,
    private readonly limits: FetchLimits = FETCH_LIMITS,
  ) {}

  /** The link's last known state; an unknown or expired link is queued for a check and is 'pending'. */
  state(url: string): LinkState {
    const known = this.cache.get(url);
    if (known) return known;
    if (!this.queued.has(url)) {
      this.queued.add(url);
      this.queue.push(url);
      this.next();
    }
    return PENDING;
  }

  private next(): void {
    while (this.running < CONCURRENCY && this.queue.length > 0) {
      const url = this.queue.shift()!;
      this.running += 1;
      void this.check(url).finally(() => {
        this.running -= 1;
        this.queued.delete(url);
        this.next();
      });
    }
  }

  private async check(url: string): Promise<void> {
    const checkedAt = () => new Date().toISOString();
    try {
      const status = await probeUrl(url, this.policy, this.limits);
      if (status >= 200 && status < 300) this.cache.set(url, { state: 'ok', detail: null, checkedAt: checkedAt() });
      else this.cache.set(url, { state: 'broken', detail: `The server answered HTTP ${status}`, checkedAt: checkedAt() }, { ttl: BROKEN_TTL_MS });
    } catch (error) {
      this.cache.set(url, { state: 'broken', detail: (error as Error).message, checkedAt: checkedAt() }, { ttl: BROKEN_TTL_MS });
    }
  }
}
