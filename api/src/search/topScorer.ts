import MiniSearch, { type SearchResult } from 'minisearch';
import type { FieldPostings, LiveTerms } from './liveTerms';

/** One query term as MiniSearch would run it: expansions, and the fields it is searched in. */
export interface TermQuery {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
  /** Field names searched; all of the index's fields when absent. */
  fields?: readonly string[];
  /**
   * Other words that count as this term, each with its weight (other forms of the same stem, a
   * joined form): our addition, MiniSearch has none. Prefix and typo expansions skip them.
   */
  alternatives?: readonly { term: string; weight: number }[];
}

/** Weights of prefix and typo matches (MiniSearch's defaults unless given). */
export interface ExpansionWeights {
  prefix: number;
  fuzzy: number;
}

export interface ScoredQuery {
  /** Every matching document's score, indexed by short id (valid for the ids in `matched`). */
  scores: Float64Array;
  /** Bit i set: the document matched query term i. */
  masks: Uint32Array;
  /** Short ids of the matching documents, in no meaningful order (short ids depend on the index's history). */
  matched: Int32Array;
  /** The document's own id. */
  idOf(shortId: number): string;
  /** Builds MiniSearch's result object (id, score, terms, queryTerms, match) for one document. */
  result(shortId: number): SearchResult;
}

type Postings = Map<number, number>;
/** MiniSearch's protected state, read the way its own search reads it (the version is pinned). */
class Internals<T> extends MiniSearch<T> {
  static of<T>(engine: MiniSearch<T>) {
    const e = engine as Internals<T>;
    return {
      fields: e._options.fields,
      fieldIds: e._fieldIds,
      fieldLength: e._fieldLength,
      avgFieldLength: e._avgFieldLength,
      documentCount: e._documentCount,
      documentIds: e._documentIds,
      nextId: e._nextId,
    };
  }
}
type State = ReturnType<typeof Internals.of>;

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const MINISEARCH_WEIGHTS: ExpansionWeights = { fuzzy: 0.45, prefix: 0.375 };
const MAX_FUZZY = 6;

/** The postings one query term reads: (derived term, weight, postings by field id). */
interface Expansion {
  derived: string;
  weight: number;
  data: FieldPostings;
}

/**
 * MiniSearch's OR search with field boosts, computed into typed arrays: the same expansions (exact,
 * prefix, fuzzy with MiniSearch's weights) and BM25+ scores (equal to MiniSearch's on an index built
 * afresh, which a test checks) — but without a result object per matching document, and the same
 * whatever the index's history: discarded documents count nowhere (see LiveTerms) and expansions sum
 * in the order of their terms. At 100,000 articles a common word matches most of them; MiniSearch
 * then spends most of a query allocating and sorting those objects. Here callers pick the few they
 * show (see `topByRank`) and build result objects only for those.
 */
export class TopScorer<T> {
  private scores = new Float64Array(0);
  /** This query term's score per document, valid where `inSpec` is 1 (a score can be negative). */
  private spec = new Float64Array(0);
  private inSpec = new Uint8Array(0);
  private masks = new Uint32Array(0);
  private seen = new Uint8Array(0);
  private lengths = new Float64Array(0);
  private lengthsUpTo = 0;

  constructor(
    private readonly engine: () => MiniSearch<T>,
    private readonly live: LiveTerms,
    private readonly boosts: Readonly<Record<string, number>>,
    private readonly weights: ExpansionWeights = MINISEARCH_WEIGHTS,
  ) {}

  score(queries: readonly TermQuery[]): ScoredQuery {
    const engine = Internals.of(this.engine());
    this.prepare(engine);
    const { scores, spec, masks, seen } = this;
    const matched: number[] = [];
    const expansions: Expansion[][] = [];
    queries.forEach((query, queryIndex) => {
      const touched: number[] = [];
      const fieldIds = (query.fields ?? engine.fields).map((field) => [engine.fieldIds[field]!, this.boosts[field] || 1] as const);
      const expanded: Expansion[] = [];
      this.expand(query, (expansion) => {
        expanded.push(expansion);
        const { weight, data } = expansion;
        for (const [fieldId, boost] of fieldIds) this.addField(engine, data.get(fieldId), fieldId, weight * boost, touched);
      });
      expansions.push(expanded);
      const bit = 2 ** queryIndex;
      for (const id of touched) {
        if (seen[id] === 0) {
          seen[id] = 1;
          scores[id] = spec[id]!;
          masks[id] = bit;
          matched.push(id);
        } else {
          scores[id] = scores[id]! + spec[id]!;
          masks[id] = masks[id]! | bit;
        }
        this.inSpec[id] = 0;
      }
    });
    for (const id of matched) seen[id] = 0;
    return {
      scores,
      masks,
      matched: Int32Array.from(matched),
      idOf: (shortId) => engine.documentIds.get(shortId) as string,
      result: (shortId) => this.result(engine, queries, expansions, shortId),
    };
  }

  /** Sizes the work arrays for the index's ids and caches field lengths (fixed per short id). */
  private prepare(engine: State): void {
    const size = engine.nextId;
    const fieldCount = engine.fields.length;
    if (this.scores.length < size) {
      const capacity = Math.max(size, Math.ceil(this.scores.length * 1.25));
      this.scores = new Float64Array(capacity);
      this.spec = new Float64Array(capacity);
      this.inSpec = new Uint8Array(capacity);
      this.masks = new Uint32Array(capacity);
      this.seen = new Uint8Array(capacity);
      const lengths = new Float64Array(capacity * fieldCount);
      lengths.set(this.lengths.subarray(0, this.lengthsUpTo * fieldCount));
      this.lengths = lengths;
    }
    for (let id = this.lengthsUpTo; id < size; id += 1) {
      const fieldLengths = engine.fieldLength.get(id);
      if (fieldLengths) for (let f = 0; f < fieldCount; f += 1) this.lengths[id * fieldCount + f] = fieldLengths[f] ?? 0;
    }
    this.lengthsUpTo = size;
  }

  /**
   * Hands each expansion of a query term to `take`, which scores it: the exact term, its alternatives,
   * then completions and typo expansions, each sorted by term, so scores sum in the same order
   * whatever order the index's terms were inserted in (a rebuilt index and a long-running one are then
   * bit-identical). Only live postings are read (see LiveTerms).
   */
  private expand(query: TermQuery, take: (expansion: Expansion) => void): void {
    const exact = this.live.get(query.term);
    if (exact) take({ derived: query.term, weight: 1, data: exact });
    const taken = new Set<string>();
    for (const { term, weight } of query.alternatives ?? []) {
      const data = term === query.term || taken.has(term) ? undefined : this.live.get(term);
      if (!data) continue;
      taken.add(term);
      take({ derived: term, weight, data });
    }
    const prefixed = query.prefix ? this.live.completions(query.term) : [];
    const fuzzy = query.fuzzy
      ? this.live.near(query.term, query.fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(query.term.length * query.fuzzy)) : query.fuzzy)
      : [];
    const completed = new Set<string>();
    for (const [term, data] of prefixed) {
      const distance = term.length - query.term.length;
      if (!distance || taken.has(term)) continue;
      completed.add(term);
      take({ derived: term, weight: (this.weights.prefix * term.length) / (term.length + 0.3 * distance), data });
    }
    for (const [term, data, distance] of fuzzy) {
      if (distance && !taken.has(term) && !completed.has(term))
        take({ derived: term, weight: (this.weights.fuzzy * term.length) / (term.length + distance), data });
    }
  }

  /** Adds one field's postings of one derived term to this query term's scores (`spec`). */
  private addField(engine: State, postings: Postings | undefined, fieldId: number, weight: number, touched: number[]): void {
    if (!postings) return;
    const { spec, inSpec, lengths } = this;
    const fieldCount = engine.fields.length;
    const average = engine.avgFieldLength[fieldId]!;
    const total = engine.documentCount;
    const matching = postings.size;
    postings.forEach((tf, id) => {
      const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      const length = lengths[id * fieldCount + fieldId]!;
      const score = weight * (idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average))));
      if (inSpec[id] === 0) {
        inSpec[id] = 1;
        spec[id] = score;
        touched.push(id);
      } else spec[id] = spec[id]! + score;
    });
  }

  /** MiniSearch's result object for one document, rebuilt from the postings of the query's terms. */
  private result(engine: State, queries: readonly TermQuery[], expansions: Expansion[][], shortId: number): SearchResult {
    // Keyed by indexed words, which can be 'constructor' or '__proto__': objects without a prototype.
    const match: Record<string, string[]> = Object.create(null);
    const queryTerms: string[] = [];
    queries.forEach((query, queryIndex) => {
      const own: Record<string, string[]> = Object.create(null);
      const fields = query.fields ?? engine.fields;
      for (const { derived, data } of expansions[queryIndex]!) {
        for (const field of fields) if (data.get(engine.fieldIds[field]!)?.has(shortId)) (own[derived] ??= []).push(field);
      }
      if (Object.keys(own).length === 0) return;
      Object.assign(match, own);
      queryTerms.push(query.term);
    });
    return { id: engine.documentIds.get(shortId), score: this.scores[shortId]! * (queryTerms.length || 1), terms: Object.keys(match), queryTerms, match };
  }
}

/** Bits set in a mask: how many query terms a document matched. */
export function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count += 1;
  return count;
}

/** Whether `a` ranks before `b`: higher rank first, then the smaller key (an article's id: never the order it was indexed in). */
const ahead = (a: { rank: number; key: string }, b: { rank: number; key: string }) => a.rank > b.rank || (a.rank === b.rank && a.key < b.key);

/**
 * The `limit` best of `ids` by `rank` (higher first), ties by `key` (smaller first) — what sorting all
 * of them would put first, without sorting them all.
 */
export function topByRank(ids: ArrayLike<number>, limit: number, rank: (id: number) => number, key: (id: number) => string): number[] {
  const top: { id: number; rank: number; key: string }[] = [];
  if (limit <= 0) return [];
  for (let order = 0; order < ids.length; order += 1) {
    const id = ids[order]!;
    const value = rank(id);
    const last = top[top.length - 1];
    if (top.length === limit && value < last!.rank) continue;
    const entry = { id, rank: value, key: key(id) };
    if (top.length === limit && !ahead(entry, last!)) continue;
    let at = top.length;
    while (at > 0 && ahead(entry, top[at - 1]!)) at -= 1;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top.map((entry) => entry.id);
}
