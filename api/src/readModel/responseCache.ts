import { LRUCache } from 'lru-cache';

/** Bytes kept at most: compressed bodies and pages (4–25 KiB each), Markdown, search answers and summaries. */
const CACHE_BYTES = 192 * 1024 * 1024;
/** What an entry counts for while it is being made, or when its maker gives no size (a search answer, a summary). */
const UNSIZED_BYTES = 4096;

interface Entry {
  sources: readonly unknown[];
  /** What `make` answered: the value, or the promise of it. */
  value: unknown;
  made: boolean;
  /** The value once made (a promise's result). */
  result?: unknown;
}

const sameSources = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

let scopes = 0;

/**
 * Every answer made from the published content, kept in one place under one rule (issue 40, decision 0200):
 * public response bodies, pages, Markdown, feeds, translated bodies, search answers, summaries and suggestions.
 *
 * **The rule.** An entry is kept with the values it was made from (the read model's objects, its content version,
 * the origin), and it answers a request only while that request reads those same values. The read model replaces a
 * value when content changes, by this instance's own write or by an event of the log it follows (decision 0197), so
 * the event log is what invalidates: nothing is cleared by hand, and nothing expires by time.
 *
 * Bounded in bytes, the least recently used entries go first. One instance per read model (main line, its versions
 * and its languages share it); a `scope` keeps apart keys of things that hold the same kind of answers.
 */
export class ResponseCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (entry) => (entry.made ? this.sizeOf(entry.result) : UNSIZED_BYTES),
  });

  /** A key prefix of its own, for one holder of answers among several of its kind (a version's searches, a language's). */
  static scope(name: string): string {
    scopes += 1;
    return `${name}#${scopes}`;
  }

  /** The made value for `key` if it was made from exactly `sources` (the fast path answers it without awaiting). */
  peek<V>(key: string, sources: readonly unknown[]): V | undefined {
    const entry = this.entries.get(key);
    return entry?.made && sameSources(entry.sources, sources) ? (entry.result as V) : undefined;
  }

  /**
   * The value for `key` made from `sources`: the kept one, else `make()`'s. A promise is shared by the requests that
   * come while it is pending, kept once it resolves, and forgotten if it rejects.
   */
  get<V>(key: string, sources: readonly unknown[], make: () => V): V {
    const found = this.entries.get(key);
    if (found && sameSources(found.sources, sources)) return found.value as V;
    const value = make();
    if (!(value instanceof Promise)) {
      this.entries.set(key, { sources, value, made: true, result: value });
      return value;
    }
    this.entries.set(key, { sources, value, made: false });
    // Set anew once made: the cache sizes an entry when it is set.
    value.then(
      (result: unknown) => {
        if (this.entries.peek(key)?.value === value) this.entries.set(key, { sources, value, made: true, result });
      },
      () => {
        if (this.entries.peek(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Bytes held (for tests and benchmarks). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private sizeOf(result: unknown): number {
    if (typeof result === 'string') return Math.max(1, result.length);
    const size = (result as { size?: unknown } | null)?.size;
    return typeof size === 'number' && size > 0 ? size : UNSIZED_BYTES;
  }
}
