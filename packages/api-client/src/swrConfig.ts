import type { State, SWRConfiguration } from 'swr';

/**
 * SPEC §1: queries are not retried, not refetched on focus, not polled and never stale unless a call
 * says otherwise. The hooks that differ (categories, summary, suggestions) set their own options.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 2_000,
};

/**
 * An SWR cache provider holding the data a page was rendered with (keys serialised as SWR keys them). As SWR's
 * `fallback` only, that data was not in the cache: a request made on mount (the sidebar's categories and the
 * search results, SPEC §7) put an equal copy in its place, and every component showing it rendered again at
 * once (SWR's store is read with useSyncExternalStore): on a phone, the whole sidebar in one long task. Give the
 * same data as `fallback` too, for the values that are never fetched (the site's settings, a missing article's status).
 */
export const swrCacheWith = (initial: Record<string, unknown>) => () => new Map<string, State>(Object.entries(initial).map(([key, data]) => [key, { data }]));
