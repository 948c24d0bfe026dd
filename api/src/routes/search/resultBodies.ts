import { LRUCache } from 'lru-cache';
import type { ReadModel } from '../../readModel/readModel';
import { prepareBody, type PreparedBody } from '../../readModel/preparedBody';
import { normalizeQuery } from '../../search/normalize';

/** Distinct queries whose answers are kept (about 8 KiB each, compressed). */
const QUERIES_KEPT = 1000;

/**
 * Search answers prepared once per query and content version: a popular query is searched,
 * serialised and compressed once until the next publish (which changes the version), then served
 * with its ETag like the other public bodies. Queries that normalise alike (case, accents, spacing)
 * have the same results and share an answer.
 */
export class SearchResultBodies {
  private readonly answers = new LRUCache<string, Promise<{ body: PreparedBody; count: number }>>({ max: QUERIES_KEPT });

  constructor(private readonly readModel: ReadModel) {}

  /** The first `limit` results of `query`, and how many the full answer (at most 50) holds. */
  get(query: string, limit: number): Promise<{ body: PreparedBody; count: number }> {
    const key = `${this.readModel.version}:${limit}:${normalizeQuery(query)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const { results, count } = this.readModel.search(query, limit);
      answer = prepareBody(results).then((body) => ({ body, count }));
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }
}
