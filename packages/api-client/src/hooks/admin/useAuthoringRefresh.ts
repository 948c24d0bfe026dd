import { useSWRConfig } from 'swr';
import { adminKeys, isContentView } from './adminKeys';

/** After an authoring write: the editor's trees and views of the content (tree levels, pages, search, opened articles), the off-site list, the categories and the saved concepts are fetched again. */
export function useAuthoringRefresh(token: string | null) {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(adminKeys.liveArticles(token)),
      mutate(adminKeys.offSiteArticles(token)),
      mutate(adminKeys.categories(token)),
      mutate(adminKeys.savedConcepts(token)),
      mutate(isContentView),
      mutate((key) => Array.isArray(key) && (key[0] === '/api/admin/articles' || key[0] === '/api/admin/slug-check')),
    ]);
}
