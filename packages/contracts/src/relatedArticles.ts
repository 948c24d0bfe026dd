import type { SearchResult } from './entities';

/** How many "Related articles" an article lists. */
export const RELATED_MAX = 5;

/** What the list shows of a related article. */
export type RelatedArticle = Pick<SearchResult, 'id' | 'slug' | 'title' | 'categoryName'>;

/** The search an article's related articles come from: its title, one result more than listed (the article itself is among them). */
export const relatedQuery = (title: string) => ({ q: title, limit: RELATED_MAX + 1 });

/** "Related articles": what the search index ranks highest for the article's title, the article itself left out. */
export function relatedOf(results: readonly SearchResult[], slug: string): RelatedArticle[] {
  return results
    .filter((result) => result.slug !== slug)
    .slice(0, RELATED_MAX)
    .map(({ id, slug: at, title, categoryName }) => ({ id, slug: at, title, categoryName }));
}
