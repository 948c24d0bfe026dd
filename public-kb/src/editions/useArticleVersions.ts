import useSWR from 'swr';
import { editionQuery, keys, request, useEdition } from '@kb/api-client';

/**
 * Where the article of `slug` (in the page's version) is in each version readers may see: its slug there,
 * or null. Asked for only when `slug` is given (on article pages of a site with versions, whose page server
 * sends the answer with the page). Here rather than in @kb/api-client, which every page loads: only the
 * article page and the `Editions` module ask.
 */
export function useArticleVersions(slug: string | null | undefined) {
  const edition = useEdition();
  return useSWR(slug ? keys.articleVersions(slug, edition) : null, () => request('articleVersions', { params: { slug: slug! }, query: editionQuery(edition) }));
}
