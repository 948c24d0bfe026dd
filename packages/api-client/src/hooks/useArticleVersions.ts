import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * Where the article of `slug` (in the page's version) is in each version readers may see: its slug there,
 * or null. Asked for only when `slug` is given (the version switcher and banner pass it on article pages of
 * a site with versions; the page server sends the answer with those pages).
 */
export function useArticleVersions(slug: string | null | undefined) {
  const edition = useEdition();
  return useSWR(slug ? keys.articleVersions(slug, edition) : null, () => request('articleVersions', { params: { slug: slug! }, query: editionQuery(edition) }));
}
