import { COVERAGE_WEIGHTS, HEADING_TERMS_MIN, SPECIFIC_TITLES } from './engineOptions';
import type { Analysis } from './analysis';
import { pairShare } from './proximity';
import type { Heading } from './sections';
import type { Match } from './sentences';
import type { Vocabulary } from './vocabulary';

/** One query term for re-ranking: the words that count as it, and its weight (rarer is heavier). */
export interface CoverageTerm {
  words: readonly string[];
  weight: number;
}

/** Inverse document frequency of a query term: its most common form decides. */
export function termWeight(words: readonly string[], vocabulary: Vocabulary, size: number): number {
  const documents = Math.max(0, ...words.map((word) => vocabulary.documentsWith(word)));
  return Math.log(1 + size / (1 + documents));
}

/**
 * How a document's title and headings cover the query, each 0–1:
 * - `title`, `headings`: the share of the query's weight (rare terms count most, so a title naming
 *   the query's specific term — a vendor, a tool — beats a general overview) found in that field;
 * - `phrase`: the longest run of title words that are consecutive query terms, 0 for one term;
 * The document's score is multiplied by 1 + COVERAGE_WEIGHTS · these, and by COVERAGE_WEIGHTS.specific
 * when the query has several terms and the title holds the rarest (the variant a query names: a
 * vendor, a tool), so that page beats the general overview; not when more than SPECIFIC_TITLES titles hold
 * that term (issue 46: "response" in a web framework's docs). Last, the score is multiplied by the share
 * of the query's weight the document matched in any field: a rare word found only in a body ("postinstall",
 * "returning") counts for the page that holds it, against pages titled with the query's common words.
 */
export class CoverageRanker {
  private readonly title: { has(shortId: number): boolean }[][];
  private readonly headings: { has(shortId: number): boolean }[][];
  private readonly total: number;
  /** The rarest term (highest weight) of a query of several terms; -1 for one term. */
  private readonly rarest: number;

  constructor(
    private readonly terms: readonly CoverageTerm[],
    vocabulary: Vocabulary,
    private readonly analysis: Analysis,
  ) {
    const postings = (field: string) => terms.map((t) => t.words.flatMap((word) => vocabulary.postingsIn(word, field) ?? []));
    this.title = postings('title');
    this.headings = postings('headings');
    this.total = terms.reduce((sum, t) => sum + t.weight, 0) || 1;
    const rarest = terms.length < 2 ? -1 : terms.reduce((best, t, i) => (t.weight > terms[best]!.weight ? i : best), 0);
    // A word many titles share ("response" of "Response model", "Response headers"…) names no variant.
    const titled = rarest < 0 ? 0 : Math.max(0, ...terms[rarest]!.words.map((word) => vocabulary.documentsWithIn(word, 'title')));
    this.rarest = titled <= SPECIFIC_TITLES ? rarest : -1;
  }

  /** `mask`: the query terms the document matched anywhere (bit i for term i), for the share of the query's weight it holds. */
  factor(shortId: number, title: string, mask: number): number {
    const has = (field: { has(shortId: number): boolean }[][], i: number) => field[i]!.some((p) => p.has(shortId));
    const share = (field: { has(shortId: number): boolean }[][]) =>
      this.terms.reduce((sum, term, i) => sum + (has(field, i) ? term.weight : 0), 0) / this.total;
    const specific = this.rarest >= 0 && has(this.title, this.rarest);
    const coverage =
      1 + COVERAGE_WEIGHTS.title * share(this.title) + COVERAGE_WEIGHTS.headings * share(this.headings) + COVERAGE_WEIGHTS.phrase * this.phrase(title);
    const matched = this.terms.reduce((sum, term, i) => sum + (mask & (2 ** i) ? term.weight : 0), 0) / this.total;
    return (specific ? coverage * COVERAGE_WEIGHTS.specific : coverage) * matched;
  }

  /**
   * 1 + COVERAGE_WEIGHTS.heading times the share of the query's weight that the article's best single heading holds,
   * when that heading holds at least HEADING_TERMS_MIN of the query's terms: "Replace an installed package with a
   * local version of it" for "how do I use a local version of a package". The `headings` share of `factor` sums
   * over all headings, so a long page whose headings each hold one query word gets as much as a section about
   * the query; one heading holding several words is a section about them. Asked only for the best few results
   * (HEADING_CANDIDATES); `headings` is called only when the article's headings hold enough query terms between them.
   */
  headingFactor(shortId: number, headings: () => readonly Heading[]): number {
    let inHeadings = 0;
    for (const postings of this.headings) if (postings.some((p) => p.has(shortId))) inHeadings += 1;
    if (inHeadings < HEADING_TERMS_MIN) return 1;
    let best = 0;
    for (const heading of headings()) {
      const words = new Set(this.analysis.terms(heading.title));
      let held = 0;
      let weight = 0;
      for (const term of this.terms) {
        if (!term.words.some((word) => words.has(word))) continue;
        held += 1;
        weight += term.weight;
      }
      if (held >= HEADING_TERMS_MIN) best = Math.max(best, weight / this.total);
    }
    return 1 + COVERAGE_WEIGHTS.heading * best;
  }

  /**
   * 1 + COVERAGE_WEIGHTS.pairs times the share of the query's neighbouring term pairs the article's text holds as a
   * phrase (see pairShare): its text and where its matched words are in it. `mask`: the query terms it matched (as
   * in `factor`); the text is read only when they include two neighbouring terms.
   */
  pairFactor(mask: number, read: () => { text: string; matches: readonly Match[] }): number {
    if (!this.terms.some((_, i) => i > 0 && mask & (2 ** i) && mask & (2 ** (i - 1)))) return 1;
    const { text, matches } = read();
    return 1 + COVERAGE_WEIGHTS.pairs * pairShare(this.terms, text, matches);
  }

  private phrase(title: string): number {
    if (this.terms.length < 2) return 0;
    const positions = this.analysis.terms(title).map((word) => this.terms.findIndex((t) => t.words.includes(word)));
    let longest = 1;
    let run = 1;
    for (let i = 1; i < positions.length; i += 1) {
      // A run continues from a query term only: a title word that is none (-1) before the query's first term starts none.
      run = positions[i - 1]! >= 0 && positions[i] === positions[i - 1]! + 1 ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    return (longest - 1) / (this.terms.length - 1);
  }
}
