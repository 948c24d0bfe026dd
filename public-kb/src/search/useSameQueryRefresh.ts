import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useInvalidateSearch } from '@kb/api-client';

/**
 * SPEC §4: a new navigation to the search page with the same query and toggle (the same search
 * submitted again) invalidates its results and summary after 100 ms.
 */
export function useSameQueryRefresh(query: string, summaryOn: boolean) {
  const location = useLocation();
  const invalidate = useInvalidateSearch();
  const previous = useRef({ key: location.key, query, summaryOn });
  useEffect(() => {
    const last = previous.current;
    if (last.key !== location.key && last.query === query && last.summaryOn === summaryOn) invalidate(query);
    previous.current = { key: location.key, query, summaryOn };
  }, [location.key, query, summaryOn, invalidate]);
}
