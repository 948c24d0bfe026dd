import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useEdition } from '../edition';
import { keys } from '../keys';

/** SPEC §4: searching the same query again invalidates the search and summary caches after 100 ms. */
export const SEARCH_INVALIDATE_DELAY_MS = 100;

/**
 * Returns a function that refetches a query's results and summary after SEARCH_INVALIDATE_DELAY_MS. A refetch
 * still waiting when the component goes is dropped (its cache may be gone with it; the next page asks anew).
 */
export function useInvalidateSearch() {
  const { mutate } = useSWRConfig();
  const edition = useEdition();
  const waiting = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = waiting.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);
  return useCallback(
    (query: string) => {
      const q = query.trim();
      if (!q) return;
      const timer = setTimeout(() => {
        waiting.current.delete(timer);
        void mutate(keys.search(q, edition));
        void mutate(keys.searchSummary(q, edition));
      }, SEARCH_INVALIDATE_DELAY_MS);
      waiting.current.add(timer);
    },
    [mutate, edition],
  );
}
