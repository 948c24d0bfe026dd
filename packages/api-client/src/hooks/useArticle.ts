import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { request } from '../client';
import { ApiError } from '../errors';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * One article by slug; shared by the article page and the right panel (same key, one request). When the
 * page came from the server with the article's answer already known to be 404 or 410 (its status in the
 * initial data, `keys.articleStatus`), that answer is used as it is: the page shows it from the first
 * paint to the end, with no request and no loading state in between.
 */
export function useArticle(slug: string | null | undefined) {
  const { fallback } = useSWRConfig();
  const edition = useEdition();
  const known = slug ? (fallback[unstable_serialize(keys.articleStatus(slug, edition))] as number | undefined) : undefined;
  const answer = useSWR(slug && !known ? keys.article(slug, edition) : null, () =>
    request('article', { params: { slug: slug! }, query: editionQuery(edition) }),
  );
  if (!known) return answer;
  return { ...answer, data: undefined, isLoading: false, error: new ApiError(known, '', known === 410 ? 'Gone' : 'Not Found') };
}
