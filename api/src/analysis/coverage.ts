import type { QualityTier, SearchResult } from '@kb/contracts';
import type { ArticleDoc } from '../models';
import { htmlToText } from '../search/htmlText';
import { termsOf } from './terms';

/** What the analysis needs of our own knowledge base: the public search and the published articles. */
export interface TopicIndex {
  search(query: string): SearchResult[];
  articleDoc(id: string): ArticleDoc | undefined;
}

export interface ArticleMatch {
  id: string;
  title: string;
  slug: string;
  qualityTier: QualityTier;
  /** Share (0–1) of the topic's key terms that the article contains. */
  score: number;
  missingTerms: string[];
}

export type Verdict = 'covered' | 'weak' | 'missing';

export interface Coverage {
  verdict: Verdict;
  match: ArticleMatch | null;
}

/** At or above: covered (with a high or medium search match). Below MISSING_BELOW: not covered at all. */
export const COVERED_FROM = 0.6;
export const MISSING_BELOW = 0.3;
/** How many search results are weighed for the best match. */
const CANDIDATES = 3;

/**
 * Checks a topic against our own search index: the best of the top results is the one containing
 * most of the topic's key terms; the verdict follows from that share and the search quality tier.
 */
export class CoverageChecker {
  private readonly termsById = new Map<string, Set<string>>();

  constructor(private readonly index: TopicIndex) {}

  assess(query: string, keyTerms: readonly string[]): Coverage {
    const candidates = this.index.search(query).slice(0, CANDIDATES);
    let best: ArticleMatch | null = null;
    for (const result of candidates) {
      const terms = this.articleTerms(result.id, result.title);
      const missingTerms = keyTerms.filter((term) => !terms.has(term));
      const score = keyTerms.length === 0 ? 0 : (keyTerms.length - missingTerms.length) / keyTerms.length;
      if (!best || score > best.score) {
        best = { id: result.id, title: result.title, slug: result.slug, qualityTier: result.qualityTier, score, missingTerms };
      }
    }
    if (!best || best.score < MISSING_BELOW) return { verdict: 'missing', match: best };
    const covered = best.score >= COVERED_FROM && best.qualityTier !== 'low';
    return { verdict: covered ? 'covered' : 'weak', match: best };
  }

  private articleTerms(id: string, title: string): Set<string> {
    let terms = this.termsById.get(id);
    if (!terms) {
      const doc = this.index.articleDoc(id);
      terms = new Set(termsOf(`${title}\n${doc ? htmlToText(doc.content) : ''}`));
      this.termsById.set(id, terms);
    }
    return terms;
  }
}
