import { LIMITS, type Article, type SearchResult } from '@kb/contracts';
import { normalizeQuery } from '../search/normalize';
import type { SearchHit } from '../search/searchIndex';
import { ResponseCache } from './responseCache';

export interface SearchAnswer {
  readonly results: readonly SearchResult[];
  readonly count: number;
}

/**
 * The read model's public search results in the contract's shape (SPEC §3), kept per normalised query and
 * content version (in the response cache): a search page's server-side results and the API's answer to its request are
 * one search.
 */
export class SearchAnswers {
  private readonly scope = ResponseCache.scope('search');

  constructor(
    private readonly cache: ResponseCache,
    private readonly searchCounted: (query: string, limit: number) => { hits: SearchHit[]; matched: number },
    private readonly articleById: (id: string) => Article | null,
  ) {}

  /** The answer for `query` at content `version`; searched afresh (not kept) when `version` is null. */
  answer(query: string, limit: number, version: number | null): SearchAnswer {
    const text = query.slice(0, LIMITS.searchQueryMax);
    const max = Math.min(limit, LIMITS.searchResultsMax);
    if (version === null) return this.search(text, max);
    return this.cache.get(`${this.scope}:${max}:${normalizeQuery(text)}`, [version], () => this.search(text, max));
  }

  private search(query: string, limit: number): { results: SearchResult[]; count: number } {
    const { hits, matched } = this.searchCounted(query, limit);
    const results = hits.flatMap((hit) => {
      const article = this.articleById(hit.id);
      if (!article) return [];
      const { id, slug, title, categoryName, parentCategoryName, readingTime } = article;
      const { excerpt, qualityTier, section } = hit;
      return [{ id, slug, title, excerpt, section, categoryName, parentCategoryName, readingTime, qualityTier }];
    });
    return { results, count: Math.min(matched, LIMITS.searchResultsMax) };
  }
}
