import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedBody } from './preparedBody';

/** Compressed article bodies kept (the most recently read): about 4 KiB each with gzip and brotli, so some 16,000. */
const ARTICLE_BODY_BYTES = 64 * 1024 * 1024;

export type BodyKind = 'article' | 'sidebar' | 'single';

interface Entry {
  /** The value the body was made from: the body is current while the read model returns this same object. */
  source: object;
  body: PreparedBody;
}

/**
 * Response bodies of the public GETs (article by slug, categories, stats), serialised and compressed
 * once with their ETags. A body is made on its first request and kept while the read model hands
 * out the same value: the read model's values are immutable and replaced when content is
 * published, so a publish makes the next request prepare the new body. Article bodies are kept
 * in an LRU bounded in bytes (at 100,000 articles they would not all fit in memory).
 */
export class PreparedBodies {
  private readonly articles = new LRUCache<string, Entry>({ maxSize: ARTICLE_BODY_BYTES, sizeCalculation: (entry) => entry.body.size });
  private readonly single = new Map<string, Entry>();
  /** Bodies being prepared, so concurrent first requests share the work. */
  private readonly pending = new Map<string, { source: object; body: Promise<PreparedBody> }>();

  /**
   * The body of one article (keyed by id), of a sidebar answer (one of many, kept in the same bounded
   * store), or of a whole value such as 'categories' (keyed by name).
   */
  get(kind: BodyKind, key: string, source: object): PreparedBody | Promise<PreparedBody> {
    const store = this.storeOf(kind);
    const entry = store.get(key);
    if (entry?.source === source) return entry.body;
    const id = `${kind}:${key}`;
    const pending = this.pending.get(id);
    if (pending?.source === source) return pending.body;
    const body: Promise<PreparedBody> = prepareBody(source).finally(() => {
      if (this.pending.get(id)?.body === body) this.pending.delete(id);
    });
    this.pending.set(id, { source, body });
    void body.then(
      (prepared) => store.set(key, { source, body: prepared }),
      () => {},
    );
    return body;
  }

  /** The body if it is prepared and current, without preparing it. */
  peek(kind: BodyKind, key: string, source: object): PreparedBody | undefined {
    const entry = this.storeOf(kind).get(key);
    return entry?.source === source ? entry.body : undefined;
  }

  private storeOf(kind: BodyKind): { get(key: string): Entry | undefined; set(key: string, entry: Entry): unknown } {
    return kind === 'single' ? this.single : this.articles;
  }

  /** Bytes held by article bodies (for tests and benchmarks). */
  get articleBytes(): number {
    return this.articles.calculatedSize;
  }
}
