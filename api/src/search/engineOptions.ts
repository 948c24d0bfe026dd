import type { Options } from 'minisearch';

/**
 * Every setting of the search index in one place: what is indexed, how fields and kinds of match
 * are weighted, and when a query term is expanded. A snapshot of the index must be built with
 * (and checked against) these.
 */
export type Field = 'title' | 'headings' | 'tags' | 'keywords' | 'categories' | 'body';
export type IndexedDoc = { id: string } & Record<Field, string>;

export const FIELDS: Field[] = ['title', 'headings', 'tags', 'keywords', 'categories', 'body'];
export const HEADLINE_FIELDS: Field[] = FIELDS.filter((f) => f !== 'body');
/** Field boosts: title > tags, keywords > headings, category names > body. */
export const FIELD_BOOST: Record<Field, number> = { title: 6, headings: 2, tags: 3, keywords: 3, categories: 2, body: 1 };

/**
 * Weight of each kind of match against an exact one (1): another word of the same stem
 * ("migrate" for "migration"), the joined form of two typed words ("back up" for "backup"), a
 * completion of a prefix (at most `prefix`, less the longer the completion) and a typo (at most
 * `fuzzy`, less the more edits). Exact > joined > stemmed > prefix > typo.
 */
export const MATCH_WEIGHTS = { joined: 0.9, stem: 0.75, prefix: 0.375, fuzzy: 0.25 } as const;

export const ENGINE_OPTIONS: Options<IndexedDoc> = {
  fields: FIELDS,
  tokenize: (value) => (value ? value.split(' ') : []),
  processTerm: (term) => term,
  autoVacuum: { minDirtCount: 20, minDirtFactor: 0.05, batchSize: 1000, batchWait: 10 },
};

/** Typo tolerance only for terms at least this long; one edit up to 7 letters, two from 8. */
export const FUZZY_MIN_LENGTH = 4;
export const fuzzyDistance = (term: string) => (term.length >= 8 ? 2 : 1);
/**
 * In a large knowledge base a term (or its likely expansion) found in more than this share of
 * articles ("camera" in a camera product's documentation) is searched in titles, headings, tags,
 * keywords and category names only: its BM25 weight in the body is close to zero, and its body
 * postings would be most of the query's work. With too few results the query runs again over all
 * fields; the quality tier still checks the body of the results shown for such a term.
 */
export const COMMON_SHARE = 0.3;
export const COMMON_MIN_DOCUMENTS = 1000;
/** Documents whose body is checked for a common term when ranking by matched terms. */
export const COVERAGE_CHECKS = 200;
/** Best-scored documents re-ranked by how the title and headings cover the query (see rerank). */
export const RERANK_CANDIDATES = 50;
/**
 * Re-ranking (see CoverageRanker): a document's score is multiplied by 1 + these times its coverage
 * figures (0–1), by `specific` when its title holds the query's rarest term, and by the share of the
 * query's weight it matched in any field (squared, it cost pnpm questions 0.09 MRR: decision 0170);
 * the best HEADING_CANDIDATES then by 1 + `heading` times the share its best single heading holds
 * (CoverageRanker.headingFactor; 1 instead of 0.5 cost Frigate's held-out half 0.004: decision 0196), and by 1 +
 * `pairs` times the share of the query's neighbouring term pairs their text holds side by side (CoverageRanker.pairFactor;
 * 0.75 moved no query, 1 and 1.5 ranked alike, 2 cost Frigate's held-out half 0.011: decision 0199).
 */
export const COVERAGE_WEIGHTS = { title: 1.5, headings: 0.5, phrase: 0.5, specific: 2, heading: 0.5, pairs: 1.25 } as const;
/**
 * Words allowed between two neighbouring query terms for them to count as a phrase (see pairShare): 1–3 let the FAQ's
 * "the store is located" rank above the store settings for "where is the store located" (decision 0199).
 */
export const PAIR_GAP_WORDS = 0;
/** Re-ranked results whose headings are read for `COVERAGE_WEIGHTS.heading` (10, 20 and 50 ranked the judged sets alike). */
export const HEADING_CANDIDATES = 10;
/** A heading counts for `COVERAGE_WEIGHTS.heading` when it holds at least this many query terms (1 cost Frigate a prefix and a typo query). */
export const HEADING_TERMS_MIN = 2;
/** The rarest query term names a variant (`specific`) only when at most this many titles hold it. */
export const SPECIFIC_TITLES = 3;
