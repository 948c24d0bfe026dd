import { useEffect, useRef } from 'react';
import { recordSearch } from '@kb/api-client';

/**
 * Counts a search page view in Insights: one search event per page view and query, sent from the browser
 * once the page is shown (after hydration for a server-rendered page; the server sends nothing). The same
 * query again on the same page (the summary toggle, the search submitted again) is not sent again.
 */
export function useSearchEvent(query: string): void {
  const sent = useRef('');
  useEffect(() => {
    if (!query || sent.current === query) return;
    sent.current = query;
    recordSearch(query);
  }, [query]);
}
