import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/** "Popular articles" and "Recently updated" (GET /api/article-highlights); asked for in the browser. */
export function useArticleHighlights() {
  const edition = useEdition();
  return useSWR(keys.articleHighlights(edition), () => request('articleHighlights', { query: editionQuery(edition) }));
}
