import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languageAlternates, useEdition } from '@kb/api-client';

/**
 * Keeps the head's `hreflang` alternates (the page in every language, `x-default` English) on the page the
 * reader is on: the server writes them for the first page, this follows the browser's navigations.
 */
export function useLanguageAlternates(): void {
  const edition = useEdition();
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    for (const { hreflang, href } of languageAlternates(window.location.origin, edition, `${pathname}${search}`)) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.append(link);
    }
  }, [edition, pathname, search]);
}
