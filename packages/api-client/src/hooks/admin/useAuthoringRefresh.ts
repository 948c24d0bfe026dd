import { useSWRConfig } from 'swr';
import { adminKeys, isContentView } from './adminKeys';

/** Whether an SWR key names the article (its settings, content, revisions, its copy in a version). */
const namesArticle = (id: string) => (key: unknown) => Array.isArray(key) && key.includes(id);

/**
 * After an authoring write: the editor's trees and views of the content (tree levels, pages, search, opened articles), the off-site list, the categories and the saved concepts are fetched again.
 * `deleted`: the id of an article the write deleted. Its own views are emptied, not fetched again: they would answer 404, and the screen
 * still showing it while it moves on would report that as an error (a toast in place of "Article deleted").
 */
export function useAuthoringRefresh(token: string | null) {
  const { mutate } = useSWRConfig();
  return async (deleted?: string) => {
    const gone = deleted === undefined ? () => false : namesArticle(deleted);
    if (deleted !== undefined) await mutate(gone, undefined, { revalidate: false });
    const still = (matches: (key: unknown) => boolean) => (key: unknown) => matches(key) && !gone(key);
    await Promise.all([
      mutate(adminKeys.liveArticles(token)),
      mutate(adminKeys.offSiteArticles(token)),
      mutate(adminKeys.categories(token)),
      mutate(adminKeys.savedConcepts(token)),
      mutate(still(isContentView)),
      mutate(still((key) => Array.isArray(key) && (key[0] === '/api/admin/articles' || key[0] === '/api/admin/slug-check'))),
    ]);
  };
}
