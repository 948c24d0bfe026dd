import type { QualityTier, SearchSection } from '@kb/contracts';
import type { SearchIndex } from '../search/searchIndex';
import { surfaceForms, termsOf } from './terms';

/** A search result as the analysis reads it (the public search's result has these fields). */
export interface TopicHit {
  id: string;
  slug: string;
  title: string;
  qualityTier: QualityTier;
  /** The section the search points at; null for the article's opening. */
  section: SearchSection | null;
}

/** What the analysis needs of our own knowledge base: the public search and its index. */
export interface TopicIndex {
  /** The best `limit` matches of `query`, best first. */
  search(query: string, limit: number): { readonly results: readonly TopicHit[] };
  readonly searchIndex: Pick<SearchIndex, 'sectionsOf' | 'vocabulary'>;
}

/** What is checked: a competitor's topic, or a visitor's search. */
export interface TopicProbe {
  title: string;
  /** Stemmed terms of the title. */
  titleTerms: readonly string[];
  /** Stemmed terms that covering it takes (title terms included). */
  keyTerms: readonly string[];
  /** How often each term occurs in the competitors' text (empty for a visitor's search). */
  counts: ReadonlyMap<string, number>;
  /** A readable word for each stemmed term. */
  words: ReadonlyMap<string, string>;
  /** The competitors' subheadings. */
  outline: readonly string[];
}

/** A visitor's or reader's query as a topic: its own words are all its terms. */
export function queryProbe(query: string): TopicProbe {
  const terms = termsOf(query);
  return { title: query, titleTerms: terms, keyTerms: terms, counts: new Map(), words: surfaceForms(query), outline: [] };
}

export interface ArticleMatch {
  id: string;
  title: string;
  slug: string;
  qualityTier: QualityTier;
  /** The section of ours that comes nearest (null: the article's opening). */
  section: SearchSection | null;
  /** Weighted share (0–1) of the topic's key terms found in that section, its heading and the article's title. */
  score: number;
  /** Key terms it lacks, most important first. */
  missingTerms: string[];
  /** Competitor subheadings it does not cover. */
  missingOutline: string[];
}

type Verdict = 'covered' | 'weak' | 'missing';

export interface Coverage {
  verdict: Verdict;
  match: ArticleMatch | null;
}

/** At or above, with the topic's leading term present: covered. Below MISSING_BELOW: not covered at all. In between: weak. */
const COVERED_FROM = 0.55;
const MISSING_BELOW = 0.25;
/** Results of each search that are weighed. */
const CANDIDATES = 3;
/** Related words (key terms our articles also use) added to the second search. */
const RELATED_WORDS = 5;
/** The topic's terms that are weighed: the most distinctive ones. */
const WEIGHED_TERMS = 12;
/** A term of the title counts this much more than one occurrence in the competitor's text. */
const TITLE_WEIGHT = 2;
/** Occurrences in the competitor's text counted at most. */
const COUNT_CAP = 3;
/** An article this short (characters of text) is also weighed as a whole: all of it is about its subject (as is an article whose title names the topic's leading term). */
const WHOLE_ARTICLE_MAX = 4000;

interface Scope {
  section: SearchSection | null;
  terms: Set<string>;
  /** The whole article: weighed when it is short or its title names the topic's leading term. */
  whole?: { short: boolean; title: Set<string> };
}

/**
 * Checks a topic against our own search, section by section. Two searches are made with the real
 * engine (stemmed, joined words, titles and headings first): the topic's title, and the title with
 * the topic's key terms that our knowledge base also uses (its own vocabulary: how we may say the
 * same thing in other words). Every section of the articles found (with its heading and the
 * article's title; as a whole too when it is short or its title names the topic's leading term) is compared with the topic's most distinctive
 * stemmed terms: weighted by how often the competitor uses them (its title counts double) and by
 * how few of the competitor's other topics use them, so the competitor's own name and the words
 * all its pages share weigh nothing, and a filler word of a heading ("putting") weighs little.
 * Covered: a section holds at least COVERED_FROM of that weight, including the leading term.
 */
export class CoverageChecker {
  private readonly scopes = new Map<string, Scope[]>();
  /** In how many of the analysed topics each term occurs. */
  private readonly spread = new Map<string, number>();

  constructor(
    private readonly index: TopicIndex,
    private readonly topics: readonly Pick<TopicProbe, 'titleTerms' | 'counts'>[] = [],
  ) {
    for (const topic of topics)
      for (const term of new Set([...topic.titleTerms, ...topic.counts.keys()])) this.spread.set(term, (this.spread.get(term) ?? 0) + 1);
  }

  assess(topic: TopicProbe): Coverage {
    const weights = this.weights(topic);
    const leading = weights.keys().next().value;
    const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
    let best: { scope: Scope; hit: TopicHit; score: number } | null = null;
    for (const hit of this.candidates(topic)) {
      for (const scope of this.scopesOf(hit)) {
        if (scope.whole && !scope.whole.short && !(leading !== undefined && scope.whole.title.has(leading))) continue;
        let found = 0;
        for (const [term, weight] of weights) if (scope.terms.has(term)) found += weight;
        const score = total === 0 ? 0 : found / total;
        if (!best || score > best.score) best = { scope, hit, score };
      }
    }
    if (!best) return { verdict: 'missing', match: null };
    const { scope, hit, score } = best;
    const missingTerms = [...weights.keys()].filter((term) => !scope.terms.has(term));
    const missingOutline = topic.outline.filter((heading) => {
      const terms = termsOf(heading);
      return terms.filter((t) => scope.terms.has(t)).length * 2 < terms.length;
    });
    const match: ArticleMatch = {
      id: hit.id,
      title: hit.title,
      slug: hit.slug,
      qualityTier: hit.qualityTier,
      section: scope.section,
      score,
      missingTerms,
      missingOutline,
    };
    if (score < MISSING_BELOW) return { verdict: 'missing', match };
    const covered = score >= COVERED_FROM && leading !== undefined && scope.terms.has(leading);
    return { verdict: covered ? 'covered' : 'weak', match };
  }

  /** The topic's WEIGHED_TERMS most distinctive terms with their weights, heaviest first. */
  private weights(topic: TopicProbe): Map<string, number> {
    const topics = this.topics.length;
    const weighed: [string, number][] = [];
    for (const term of new Set([...topic.titleTerms, ...topic.counts.keys()])) {
      const spread = this.spread.get(term) ?? 0;
      // Words most of the competitor's topics use (its product's name) say nothing about this one.
      if (topics >= 4 && spread * 2 > topics) continue;
      const importance = (topic.titleTerms.includes(term) ? TITLE_WEIGHT : 0) + Math.min(COUNT_CAP, topic.counts.get(term) ?? 0);
      weighed.push([term, importance * Math.log(1 + Math.max(1, topics) / Math.max(1, spread))]);
    }
    return new Map(weighed.sort((a, b) => b[1] - a[1]).slice(0, WEIGHED_TERMS));
  }

  /** The best results of the two searches: the title, and the title with related words we use. */
  private candidates(topic: TopicProbe): TopicHit[] {
    const { vocabulary } = this.index.searchIndex;
    const related = topic.keyTerms
      .filter((term) => !topic.titleTerms.includes(term))
      .map((term) => topic.words.get(term) ?? term)
      .filter((word) => vocabulary.documentsWith(word) > 0)
      .slice(0, RELATED_WORDS);
    const hits = this.index.search(topic.title, CANDIDATES).results;
    const more = related.length > 0 ? this.index.search(`${topic.title} ${related.join(' ')}`, CANDIDATES).results : [];
    return [...new Map([...hits, ...more].map((hit) => [hit.id, hit])).values()];
  }

  /** The stemmed terms of each section of a hit's article (with its heading and the article's title), and of the whole article. */
  private scopesOf(hit: TopicHit): Scope[] {
    let scopes = this.scopes.get(hit.id);
    if (!scopes) {
      const sections = this.index.searchIndex.sectionsOf(hit.id);
      scopes = sections.map(({ heading, text }) => ({
        section: heading ? { id: heading.id, heading: heading.title } : null,
        terms: new Set(termsOf(`${hit.title}\n${heading?.title ?? ''}\n${text}`)),
      }));
      const whole = sections.map(({ heading, text }) => `${heading?.title ?? ''}\n${text}`).join('\n');
      if (sections.length > 1) {
        scopes.push({
          section: null,
          terms: new Set(termsOf(`${hit.title}\n${whole}`)),
          whole: { short: whole.length <= WHOLE_ARTICLE_MAX, title: new Set(termsOf(hit.title)) },
        });
      }
      this.scopes.set(hit.id, scopes);
    }
    return scopes;
  }
}
