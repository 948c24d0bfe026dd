import type { QualityTier } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import MiniSearch, { type Options, type SearchResult as MiniSearchResult } from 'minisearch';
import { BulkLoader, type TokenizedDoc } from './bulkLoad';
import { bestExcerpt } from './excerpt';
import { queryTerms, tokenize } from './normalize';
import { qualityTier } from './qualityTier';
import { topSentences } from './sentences';
import { TopScorer, bitCount, topByRank, type ScoredQuery, type TermQuery } from './topScorer';
import { Vocabulary } from './vocabulary';

/** What the index needs of an article; `text` is its plain text, one block per line. */
export interface SearchDoc {
  id: string;
  title: string;
  headings: readonly string[];
  tags: readonly string[];
  keywords: readonly string[];
  /** Category names from the top level down. */
  categories: readonly string[];
  text: string;
}

export interface SearchIndexOptions {
  /**
   * Where an article's plain text comes from when the index should not keep it: at 100,000
   * articles the texts take about 300 MB that the read model's HTML already holds. Texts are then
   * made when a result needs an excerpt, and the most recently used are cached.
   */
  textOf?: (id: string) => string | undefined;
}

/** Characters of text kept in the cache when texts come from `textOf` (about 9,000 articles). */
const TEXT_CACHE_CHARS = 32 * 1024 * 1024;

export interface SearchHit {
  id: string;
  title: string;
  score: number;
  qualityTier: QualityTier;
  excerpt: string;
  /** The document terms that matched (after prefix and typo expansion). */
  matchedTerms: string[];
}

type Field = 'title' | 'headings' | 'tags' | 'keywords' | 'categories' | 'body';
type IndexedDoc = { id: string } & Record<Field, string>;
interface TermPlan {
  prefix: boolean;
  fuzzy: number | false;
  /** Searched in the headline fields only (see COMMON_SHARE). */
  headlineOnly: boolean;
}

const FIELDS: Field[] = ['title', 'headings', 'tags', 'keywords', 'categories', 'body'];
const HEADLINE_FIELDS: Field[] = FIELDS.filter((f) => f !== 'body');
/** Field boosts: title > headings, tags, keywords > category names > body. */
export const FIELD_BOOST: Record<Field, number> = { title: 6, headings: 2, tags: 3, keywords: 3, categories: 2, body: 1 };
/** Prefix expansion only for terms at least this long ("ca" would expand to hundreds of terms). */
const PREFIX_MIN_LENGTH = 3;
/** Typo tolerance only for terms at least this long; one edit up to 7 letters, two from 8. */
const FUZZY_MIN_LENGTH = 4;
const fuzzyDistance = (term: string) => (term.length >= 8 ? 2 : 1);
/**
 * In a large knowledge base a term (or its likely expansion) found in more than this share of
 * articles ("camera" in a camera product's documentation) is searched in titles, headings, tags,
 * keywords and category names only: its BM25 weight in the body is close to zero, and its body
 * postings would be most of the query's work. With too few results the query runs again over all
 * fields; the quality tier still checks the body of the results shown for such a term.
 */
const COMMON_SHARE = 0.3;
const COMMON_MIN_DOCUMENTS = 1000;
/** Documents whose body is checked for a common term when ranking by matched terms. */
const COVERAGE_CHECKS = 200;

function fieldsOf(doc: SearchDoc): Record<Field, string[]> {
  const list = (values: readonly string[]) => tokenize(values.join('\n'));
  return {
    title: tokenize(doc.title),
    headings: list(doc.headings),
    tags: list(doc.tags),
    keywords: list(doc.keywords),
    categories: list(doc.categories),
    body: tokenize(doc.text),
  };
}

function tokenized(doc: SearchDoc): TokenizedDoc {
  const fields = fieldsOf(doc);
  return { id: doc.id, fields: FIELDS.map((field) => fields[field]) };
}

const ENGINE_OPTIONS: Options<IndexedDoc> = {
  fields: FIELDS,
  tokenize: (value) => (value ? value.split(' ') : []),
  processTerm: (term) => term,
  autoVacuum: { minDirtCount: 20, minDirtFactor: 0.05, batchSize: 1000, batchWait: 10 },
};

/** MiniSearch's final score: the summed BM25 times the number of query terms matched. */
const finalScore = (scored: ScoredQuery) => (id: number) => scored.scores[id]! * bitCount(scored.masks[id]!);

/**
 * The full-text index: MiniSearch (BM25+ per field, boosts, prefix and edit-distance matching)
 * with the expansion decided per query term from our own vocabulary, which keeps p95 low at 10,000
 * articles:
 * - a known term is matched exactly, plus prefix completions when it is the last term (the word
 *   still being typed) and at least 3 letters long;
 * - an unknown term of 3+ letters is matched by prefix ("calib"); an unknown term of 4+ letters
 *   without completions is matched with 1 edit (2 from 8 letters: "calibraton").
 * MiniSearch's score already multiplies BM25 by the number of query terms a document matched; see
 * COMMON_SHARE for terms found in most articles, and qualityTier for the tiers.
 * Tokens are produced once here (folded, stop words dropped) and handed to MiniSearch space-joined.
 * `SearchIndex.build` loads many articles at once (see bulkLoad); `upsert` adds one.
 */
export class SearchIndex {
  private engine = new MiniSearch<IndexedDoc>(ENGINE_OPTIONS);
  /** MiniSearch's scoring without a result object per matching document (see TopScorer). */
  private readonly scorer = new TopScorer<IndexedDoc>(() => this.engine, FIELD_BOOST);
  /** Title, and the text unless `textOf` gives it (see SearchIndexOptions). */
  private readonly docs = new Map<string, { title: string; text?: string }>();
  private readonly texts: LRUCache<string, string> | null;
  /** The knowledge base's own words (for spelling corrections). */
  readonly vocabulary = new Vocabulary(() => this.engine as MiniSearch<never>);

  constructor(private readonly options: SearchIndexOptions = {}) {
    this.texts = options.textOf ? new LRUCache({ maxSize: TEXT_CACHE_CHARS, sizeCalculation: (text) => Math.max(1, text.length) }) : null;
  }

  static build(docs: readonly SearchDoc[], options?: SearchIndexOptions): SearchIndex {
    const builder = SearchIndex.builder(options);
    for (const doc of new Map(docs.map((doc) => [doc.id, doc])).values()) builder.add(doc);
    return builder.finish();
  }

  /**
   * The same bulk build, fed one article at a time (the start-up load streams articles in and
   * indexes each as it arrives). A repeated id is skipped.
   */
  static builder(options?: SearchIndexOptions): { add(doc: SearchDoc): void; finish(): SearchIndex } {
    const index = new SearchIndex(options);
    const fill = BulkLoader.begin<IndexedDoc>(ENGINE_OPTIONS);
    return {
      add: (doc) => {
        if (index.docs.has(doc.id)) return;
        index.remember(doc);
        BulkLoader.add(fill, tokenized(doc));
      },
      finish: () => {
        index.engine = BulkLoader.finish(fill);
        return index;
      },
    };
  }

  get size(): number {
    return this.docs.size;
  }

  /** Adds or replaces one article. */
  upsert(doc: SearchDoc): void {
    this.remove(doc.id);
    const fields = fieldsOf(doc);
    const indexed = { id: doc.id } as IndexedDoc;
    for (const field of FIELDS) indexed[field] = fields[field].join(' ');
    this.engine.add(indexed);
    this.remember(doc);
  }

  remove(id: string): void {
    if (!this.docs.has(id)) return;
    this.engine.discard(id);
    this.docs.delete(id);
    this.texts?.delete(id);
  }

  private remember(doc: SearchDoc): void {
    this.docs.set(doc.id, this.texts ? { title: doc.title } : { title: doc.title, text: doc.text });
    this.texts?.delete(doc.id);
  }

  /** An article's plain text: kept, or from `textOf` through a cache of the recently used. */
  private text(id: string): string {
    const kept = this.docs.get(id)?.text;
    if (kept !== undefined || !this.texts) return kept ?? '';
    let text = this.texts.get(id);
    if (text === undefined) this.texts.set(id, (text = this.options.textOf!(id) ?? ''));
    return text;
  }

  /** Ranked hits, best first, at most `limit`; [] for a query without searchable terms. */
  search(query: string, limit: number): SearchHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const plan = terms.map((term, i) => ({ term, ...this.planTerm(term, i === terms.length - 1) }));
    const restricted = plan.filter((term) => term.headlineOnly).map((term) => term.term);
    const asQueries = (headline: boolean): TermQuery[] =>
      plan.map(({ term, prefix, fuzzy, headlineOnly }) => ({ term, prefix, fuzzy, fields: headline && headlineOnly ? HEADLINE_FIELDS : undefined }));
    let results: MiniSearchResult[] | null = null;
    if (restricted.length > 0) {
      const scored = this.scorer.score(asQueries(true));
      if (scored.matched.length >= limit) results = this.coverageFirst(scored, plan, limit);
    }
    if (!results) {
      const scored = this.scorer.score(asQueries(false));
      results = topByRank(scored.matched, limit, finalScore(scored)).map(scored.result);
    }
    return results.map((result) => {
      const id = result.id as string;
      const match = { ...result.match };
      for (const term of restricted) if (!match[term] && this.vocabulary.inField(term, 'body', id)) match[term] = ['body'];
      return {
        id,
        title: this.docs.get(id)!.title,
        score: result.score,
        qualityTier: qualityTier(terms, match),
        excerpt: bestExcerpt(this.text(id), new Set(result.terms)),
        matchedTerms: result.terms,
      };
    });
  }

  /**
   * With common terms left out of the body, a document's count of matched query terms is too low
   * when one of them is only in its body. The best-scored documents that matched another term (few,
   * for a query that also has a rarer word) are checked, and documents matching more query terms
   * rank first; within the same count, by score.
   */
  private coverageFirst(scored: ScoredQuery, plan: readonly (TermPlan & { term: string })[], limit: number): MiniSearchResult[] {
    const rank = finalScore(scored);
    let otherMask = 0;
    plan.forEach((term, i) => {
      if (!term.headlineOnly) otherMask |= 2 ** i;
    });
    const covered = new Map<number, number>();
    const withOther = scored.matched.filter((id) => (scored.masks[id]! & otherMask) !== 0);
    for (const id of topByRank(withOther, COVERAGE_CHECKS, rank)) {
      const unmatched = plan.filter((term, i) => term.headlineOnly && (scored.masks[id]! & (2 ** i)) === 0);
      const inBody = unmatched.filter((term) => this.vocabulary.inField(term.term, 'body', scored.idOf(id))).length;
      covered.set(id, bitCount(scored.masks[id]!) + inBody);
    }
    const byCoverage: number[][] = [];
    for (const id of scored.matched) (byCoverage[covered.get(id) ?? bitCount(scored.masks[id]!)] ??= []).push(id);
    const picked: number[] = [];
    for (let level = byCoverage.length - 1; level >= 0 && picked.length < limit; level -= 1) {
      picked.push(...topByRank(byCoverage[level] ?? [], limit - picked.length, rank));
    }
    return picked.map(scored.result);
  }

  /** The sentences of one article that best answer a hit's matched terms (for summaries). */
  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms'>, count: number): string[] {
    return this.docs.has(hit.id) ? topSentences(this.text(hit.id), new Set(hit.matchedTerms), count) : [];
  }

  private planTerm(term: string, last: boolean): TermPlan {
    const known = this.vocabulary.hasTerm(term);
    const prefix = term.length >= PREFIX_MIN_LENGTH && (!known || last) && this.vocabulary.hasCompletion(term);
    const fuzzy = !known && !prefix && term.length >= FUZZY_MIN_LENGTH ? fuzzyDistance(term) : false;
    if (this.size < COMMON_MIN_DOCUMENTS) return { prefix, fuzzy, headlineOnly: false };
    const expected = Math.max(
      this.vocabulary.documentsWith(term),
      prefix ? this.vocabulary.mostDocumentsWithPrefix(term) : 0,
      fuzzy ? (this.vocabulary.corrections(term, fuzzy)[0]?.documents ?? 0) : 0,
    );
    return { prefix, fuzzy, headlineOnly: expected > this.size * COMMON_SHARE };
  }
}
