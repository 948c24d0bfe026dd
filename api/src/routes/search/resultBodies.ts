import { prepareBody, type PreparedBody } from '../../readModel/preparedBody';
import { ResponseCache } from '../../readModel/responseCache';
import type { SearchAnswer } from '../../readModel/searchAnswers';

/** Where search answers come from: the read model (English), or a language's translations. */
export interface SearchSource {
  search(query: string, limit: number): SearchAnswer;
}

/**
 * Search answers serialised and compressed once per answer of the read model, which keeps a query's
 * results until the next publish (queries that normalise alike share them; see ReadModel.search): a
 * popular query is searched, serialised and compressed once, then served with its ETag like the other
 * public bodies. A body is kept in the response cache, made from the read model's answer.
 */
export class SearchResultBodies {
  private readonly scope = ResponseCache.scope('search-bodies');

  constructor(
    private readonly source: SearchSource,
    private readonly cache: ResponseCache,
  ) {}

  /** The first `limit` results of `query`, and how many the full answer (at most 50) holds. */
  async get(query: string, limit: number): Promise<{ body: PreparedBody; count: number }> {
    const answer = this.source.search(query, limit);
    const body = await this.cache.get(`${this.scope}:${limit}:${query}`, [answer], () => prepareBody(answer.results));
    return { body, count: answer.count };
  }
}
