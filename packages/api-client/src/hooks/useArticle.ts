import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** One article by slug; shared by the article page and the right panel (same key, one request). */
export function useArticle(slug: string | null | undefined) {
  return useSWR(slug ? keys.article(slug) : null, ([, s]) => request('article', { params: { slug: s } }));
}
