import { prepareBody, type PreparedBody } from './preparedBody';
import type { ResponseCache } from './responseCache';

export type BodyKind = 'article' | 'sidebar' | 'single';

/**
 * Response bodies of the public GETs (article by slug, categories, stats, sidebar answers), serialised and
 * compressed once with their ETags, in the read model's response cache: a body is made on its first request
 * and answers while the read model hands out the same value it was made from. The read model's values are
 * immutable and replaced when content is published, so a publish makes the next request prepare the new body.
 */
export class PreparedBodies {
  constructor(private readonly cache: ResponseCache) {}

  /** The body of one article (keyed by id), of a sidebar answer, or of a whole value such as 'categories' (keyed by name). */
  get(kind: BodyKind, key: string, source: object): Promise<PreparedBody> {
    return this.cache.get(`body:${kind}:${key}`, [source], () => prepareBody(source));
  }

  /** The body if it is prepared and current, without preparing it. */
  peek(kind: BodyKind, key: string, source: object): PreparedBody | undefined {
    return this.cache.peek(`body:${kind}:${key}`, [source]);
  }
}
