import MiniSearch from 'minisearch';
import type { FieldPostings, LiveTerms } from './liveTerms';

export interface Candidate {
  term: string;
  /** About how many documents contain the term. */
  documents: number;
  distance: number;
}

/** Reads MiniSearch's protected field and document ids (only a subclass may). */
class IndexReader<T> extends MiniSearch<T> {
  static fieldIdOf<T>(engine: MiniSearch<T>, field: string): number | undefined {
    return (engine as IndexReader<T>)._fieldIds[field];
  }

  static shortIdOf<T>(engine: MiniSearch<T>, id: string): number | undefined {
    return (engine as IndexReader<T>)._idToShortId.get(id);
  }
}

/** Completions of a prefix counted before giving up (see mostDocumentsWithPrefix). */
const PREFIX_SCAN = 64;

/**
 * The knowledge base's vocabulary, read straight from MiniSearch's own inverted index (a radix tree
 * of term → field → postings) through LiveTerms, so it costs nothing extra to build or keep and a
 * discarded article's words are gone from it at once. It decides which query terms need prefix or
 * typo expansion and supplies spelling corrections from our own words. Document counts are the
 * longest posting list of the term's fields (exact for a term used in one field, a close lower
 * bound otherwise).
 */
export class Vocabulary {
  constructor(
    private readonly engine: () => MiniSearch<never>,
    private readonly live: LiveTerms,
  ) {}

  get termCount(): number {
    return this.engine().termCount;
  }

  /** Every live term of the index. */
  terms(): string[] {
    return this.live.all();
  }

  hasTerm(term: string): boolean {
    return this.live.has(term);
  }

  /** Whether a document's field holds the term as a word (its postings say so: no text is scanned). */
  inField(term: string, field: string, id: string): boolean {
    const shortId = IndexReader.shortIdOf(this.engine(), id);
    return shortId !== undefined && (this.postingsIn(term, field)?.has(shortId) ?? false);
  }

  /** The short ids of the documents whose field holds the term (MiniSearch's postings), if any. */
  postingsIn(term: string, field: string): { has(shortId: number): boolean } | undefined {
    const fieldId = IndexReader.fieldIdOf(this.engine(), field);
    return fieldId === undefined ? undefined : this.live.get(term)?.get(fieldId);
  }

  /** How many documents hold the term in one field. */
  documentsWithIn(term: string, field: string): number {
    const fieldId = IndexReader.fieldIdOf(this.engine(), field);
    return fieldId === undefined ? 0 : (this.live.get(term)?.get(fieldId)?.size ?? 0);
  }

  documentsWith(term: string): number {
    return mostPostings(this.live.get(term));
  }

  /** Whether some longer known term starts with `prefix`. */
  hasCompletion(prefix: string): boolean {
    return this.live.completions(prefix, 2).some(([term]) => term !== prefix);
  }

  /** The most documents any completion of `prefix` is in (Infinity past PREFIX_SCAN completions). */
  mostDocumentsWithPrefix(prefix: string): number {
    const completions = this.live.completions(prefix, PREFIX_SCAN + 1);
    return completions.length > PREFIX_SCAN ? Infinity : Math.max(0, ...completions.map(([, fields]) => mostPostings(fields)));
  }

  /** Known terms within `maxDistance` edits of `term` (itself excluded), closest and most common first. */
  corrections(term: string, maxDistance: number): Candidate[] {
    const found: Candidate[] = [];
    for (const [candidate, fields, distance] of this.live.near(term, maxDistance)) {
      if (candidate !== term) found.push({ term: candidate, documents: mostPostings(fields), distance });
    }
    return found.sort((a, b) => a.distance - b.distance || b.documents - a.documents || a.term.localeCompare(b.term));
  }
}

function mostPostings(fields: FieldPostings | undefined): number {
  let most = 0;
  for (const postings of fields?.values() ?? []) most = Math.max(most, postings.size);
  return most;
}
