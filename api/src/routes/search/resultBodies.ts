import { prepareBody, type PreparedBody } from '../../readModel/preparedBody';
import type { SearchAnswer } from '../../readModel/searchAnswers';

/** Where search answers come from: the read model (English), or a language's translations. */
export interface SearchSource {
  search(query: string, limit: number): SearchAnswer;
}

/**
 * Search answers serialised and compressed once per answer of the read model, which keeps a query's
 * results until the next publish (queries that normalise alike share them; see ReadModel.search): a
 * popular query is searched, serialised and compressed once, then served with its ETag like the other
 * public bodies. A body lives as long as the read model keeps its answer.
 */
export class SearchResultBodies {
  private readonly bodies = new WeakMap<object, Promise<PreparedBody>>();

  constructor(private readonly source: SearchSource) {}

  /** The first `limit` results of `query`, and how many the full answer (at most 50) holds. */
  async get(query: string, limit: number): Promise<{ body: PreparedBody; count: number }> {
    const answer = this.source.search(query, limit);
    let body = this.bodies.get(answer);
    if (!body) {
      body = prepareBody(answer.results);
      this.bodies.set(answer, body);
      body.catch(() => this.bodies.delete(answer));
    }
    return { body: await body, count: answer.count };
  }
}
