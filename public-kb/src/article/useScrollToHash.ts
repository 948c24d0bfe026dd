import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_TO_HASH_DELAY_MS } from '../constants';

/** SPEC §2: once the article is shown, a URL hash scrolls to its heading after 100 ms. */
export function useScrollToHash(ready: boolean) {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const timer = setTimeout(() => {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // keep the raw value
      }
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, hash, pathname]);
}
