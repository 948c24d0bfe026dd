import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../keys';

/** SPEC §4: searching the same query again invalidates the search and summary caches after 100 ms. */
export const SEARCH_INVALIDATE_DELAY_MS = 100;

/** Returns a function that refetches a query's results and summary after SEARCH_INVALIDATE_DELAY_MS. */
export function useInvalidateSearch() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (query: string) => {
      const q = query.trim();
      if (!q) return;
      setTimeout(() => {
        void mutate(keys.search(q));
        void mutate(keys.searchSummary(q));
      }, SEARCH_INVALIDATE_DELAY_MS);
    },
    [mutate],
  );
}
