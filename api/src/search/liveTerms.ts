import MiniSearch from 'minisearch';

/** A term's posting lists by field id (MiniSearch's Map, or our Postings). */
export type FieldPostings = Map<number, Map<number, number>>;

/** MiniSearch's protected inverted index and live documents (only a subclass may read them; the version is pinned). */
class Reader<T> extends MiniSearch<T> {
  static of<T>(engine: MiniSearch<T>) {
    const e = engine as Reader<T>;
    return { index: e._index, documentIds: e._documentIds, dirtCount: e._dirtCount };
  }
}

function anyLive(fields: FieldPostings, documentIds: ReadonlyMap<number, unknown>): boolean {
  for (const list of fields.values()) for (const id of list.keys()) if (documentIds.has(id)) return true;
  return false;
}

const byTerm = <T extends readonly [string, ...unknown[]]>(a: T, b: T) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The index's terms as if no discarded document had ever been indexed. MiniSearch's `discard` (every
 * republish and unpublish) leaves the document's postings behind until a vacuum, which its options
 * run only from 20 discarded documents on, in the background: meanwhile they count in a term's
 * document frequency, keep a term known and offer it as a completion or correction. An index built
 * afresh has none of them, so ranking would depend on the index's history (a restart from the
 * snapshot, or from the database, ranked differently from a long-running instance).
 * A term is cleaned (its discarded postings dropped, the term itself when nothing is left) when it
 * is first read after a discard; prefix and typo lookups come sorted by term, never in the radix
 * tree's order, which depends on the order the terms were inserted in.
 */
export class LiveTerms {
  /** Terms cleaned since the last discard. */
  private readonly clean = new Set<string>();

  constructor(private readonly engine: () => MiniSearch<never>) {}

  /** A document was discarded: any term may hold its postings. */
  discarded(): void {
    this.clean.clear();
  }

  /** The term's live posting lists by field id, or undefined when no live document has it. */
  get(term: string): FieldPostings | undefined {
    const { index, documentIds, dirtCount } = Reader.of(this.engine());
    const fields = index.get(term);
    if (!fields || dirtCount === 0 || this.clean.has(term)) return fields;
    for (const [fieldId, list] of fields) {
      // Both kinds of list allow deleting while iterating.
      for (const id of list.keys()) if (!documentIds.has(id)) list.delete(id);
      if (list.size === 0) fields.delete(fieldId);
    }
    if (fields.size === 0) {
      index.delete(term);
      return undefined;
    }
    this.clean.add(term);
    return fields;
  }

  /** Every live term, in no particular order. */
  all(): string[] {
    return [...Reader.of(this.engine()).index.keys()].filter((term) => this.has(term));
  }

  has(term: string): boolean {
    return this.get(term) !== undefined;
  }

  /**
   * Live terms starting with `prefix` (itself included), sorted; the first `limit` found when there are more
   * (a caller that only needs to know there are more asks for one more than it takes).
   */
  completions(prefix: string, limit = Infinity): [string, FieldPostings][] {
    const { index, documentIds, dirtCount } = Reader.of(this.engine());
    const found: string[] = [];
    for (const [term, fields] of index.atPrefix(prefix)) {
      if (found.length >= limit) break;
      if (dirtCount === 0 || this.clean.has(term) || anyLive(fields, documentIds)) found.push(term);
    }
    // Cleaned after the walk: cleaning changes the tree.
    return found.flatMap((term): [string, FieldPostings][] => this.withPostings(term, (fields) => [term, fields])).sort(byTerm);
  }

  /** Live terms within `distance` edits of `term` (itself included), sorted, with their distance. */
  near(term: string, distance: number): [string, FieldPostings, number][] {
    const found = [...Reader.of(this.engine()).index.fuzzyGet(term, distance)];
    return found.flatMap(([near, [, edits]]): [string, FieldPostings, number][] => this.withPostings(near, (fields) => [near, fields, edits])).sort(byTerm);
  }

  /** `make`'s entry for a live term, none for a term no live document has. */
  private withPostings<E>(term: string, make: (fields: FieldPostings) => E): E[] {
    const fields = this.get(term);
    return fields ? [make(fields)] : [];
  }
}
