import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** "Popular articles" and "Recently updated" (GET /api/article-highlights); asked for in the browser. */
export function useArticleHighlights() {
  return useSWR(keys.articleHighlights(), () => request('articleHighlights'));
}
