import MiniSearch from 'minisearch';

export interface Candidate {
  term: string;
  /** About how many documents contain the term. */
  documents: number;
  distance: number;
}

/** Reads the protected inverted index of a MiniSearch instance (only this subclass may). */
class IndexReader<T> extends MiniSearch<T> {
  static termIndexOf<T>(engine: MiniSearch<T>) {
    return (engine as IndexReader<T>)._index;
  }

  static fieldIdOf<T>(engine: MiniSearch<T>, field: string): number | undefined {
    return (engine as IndexReader<T>)._fieldIds[field];
  }

  static shortIdOf<T>(engine: MiniSearch<T>, id: string): number | undefined {
    return (engine as IndexReader<T>)._idToShortId.get(id);
  }
}
type TermIndex = ReturnType<typeof IndexReader.termIndexOf>;

/**
 * The knowledge base's vocabulary, read straight from MiniSearch's own inverted index (a radix tree
 * of term → field → postings), so it costs nothing extra to build or keep. It decides which query
 * terms need prefix or typo expansion and supplies spelling corrections from our own words.
 * Document counts are the longest posting list of the term's fields (exact for a term used in one
 * field, a close lower bound otherwise); a discarded article's terms linger until MiniSearch's
 * vacuum runs, which only ever makes a count slightly high.
 */
export class Vocabulary {
  constructor(private readonly engine: () => MiniSearch<never>) {}

  private get index(): TermIndex {
    return IndexReader.termIndexOf(this.engine());
  }

  get termCount(): number {
    return this.engine().termCount;
  }

  /** Every term of the index. */
  terms(): IterableIterator<string> {
    return this.index.keys();
  }

  hasTerm(term: string): boolean {
    return this.index.has(term);
  }

  /** Whether a document's field holds the term as a word (its postings say so: no text is scanned). */
  inField(term: string, field: string, id: string): boolean {
    const engine = this.engine();
    const fieldId = IndexReader.fieldIdOf(engine, field);
    const shortId = IndexReader.shortIdOf(engine, id);
    return fieldId !== undefined && shortId !== undefined && (this.index.get(term)?.get(fieldId)?.has(shortId) ?? false);
  }

  /** The short ids of the documents whose field holds the term (MiniSearch's postings), if any. */
  postingsIn(term: string, field: string): { has(shortId: number): boolean } | undefined {
    const fieldId = IndexReader.fieldIdOf(this.engine(), field);
    return fieldId === undefined ? undefined : this.index.get(term)?.get(fieldId);
  }

  documentsWith(term: string): number {
    let most = 0;
    for (const postings of this.index.get(term)?.values() ?? []) most = Math.max(most, postings.size);
    return most;
  }

  /** Whether some longer known term starts with `prefix`. */
  hasCompletion(prefix: string): boolean {
    for (const term of this.index.atPrefix(prefix).keys()) if (term !== prefix) return true;
    return false;
  }

  /** The most documents any completion of `prefix` is in (Infinity past `scan` completions). */
  mostDocumentsWithPrefix(prefix: string, scan = 64): number {
    let most = 0;
    let seen = 0;
    for (const term of this.index.atPrefix(prefix).keys()) {
      if ((seen += 1) > scan) return Infinity;
      most = Math.max(most, this.documentsWith(term));
    }
    return most;
  }

  /** Known terms within `maxDistance` edits of `term` (itself excluded), closest and most common first. */
  corrections(term: string, maxDistance: number): Candidate[] {
    const found: Candidate[] = [];
    for (const [candidate, [, distance]] of this.index.fuzzyGet(term, maxDistance)) {
      if (candidate !== term) found.push({ term: candidate, documents: this.documentsWith(candidate), distance });
    }
    return found.sort((a, b) => a.distance - b.distance || b.documents - a.documents || a.term.localeCompare(b.term));
  }
}
