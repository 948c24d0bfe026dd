import useSWR from 'swr';
import { relatedOf, relatedQuery } from '@kb/contracts';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * An article's "Related articles": with its page from the server (the default edition's pages), else asked
 * for in the browser.
 */
export function useRelatedArticles(slug: string, title: string) {
  const edition = useEdition();
  return useSWR(keys.relatedArticles(slug, edition), async () =>
    relatedOf(await request('search', { query: { ...relatedQuery(title), ...editionQuery(edition) } }), slug),
  );
}
