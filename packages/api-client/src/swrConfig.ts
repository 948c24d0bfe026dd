import type { SWRConfiguration } from 'swr';

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
