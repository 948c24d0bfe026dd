import { cjkAnalysis } from './cjkAnalysis';
import { englishAnalysis } from './englishAnalysis';
import { europeanAnalysis } from './europeanAnalysis';
import type { WordBounds } from './wordBounds';

/** The languages the search index can analyse: the site's languages, and Chinese for segmentation. */
export const SEARCH_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** A raw word of a text and where it starts. */
export interface PlacedWord {
  word: string;
  index: number;
}

/**
 * How one language's text becomes search terms: words, folding, stop words, and the key that
 * groups a term's forms (a stem). Documents and queries of an index go through the same analysis.
 */
export interface Analysis {
  readonly language: SearchLanguage;
  /**
   * The searchable terms of a text, in order, with repeats (for indexing). When the stem of a term
   * depends on how it was spelled before folding (accents), `spellings` receives term → spelling.
   */
  terms(text: string, spellings?: Map<string, string>): string[];
  /**
   * For a language cut into words by a dictionary: a document's terms (as `terms`) and where its words are, from
   * the same cut (undefined when folding changed the text's length, so the cut's offsets are not the text's).
   */
  placedTerms?(text: string): { terms: string[]; bounds: WordBounds | undefined };
  /** The raw words of a text with their positions, stop words included (query words, corrections). */
  words(text: string): PlacedWord[];
  /** Case and accent folding of one raw word, as terms are folded. */
  fold(word: string): string;
  /** One raw word as a term; '' when it is not a searchable term. */
  termOf(word: string): string;
  /** The key that groups a word's forms, from the word as spelled (or its term); '' when there is no stemming. */
  stemKey(spelled: string): string;
  /** The shortest term expanded as a prefix (the word still being typed). */
  prefixFrom(term: string): number;
  /** Whether typo tolerance and spelling corrections apply to the term (never to CJK characters). */
  spellingTolerant(term: string): boolean;
  /**
   * Whether the language writes compounds as one word (German): two typed words then also meet it
   * with a linking letter ("Bewegung Erkennung" → "bewegungserkennung"), and it stands for both.
   */
  readonly compounding: boolean;
}

const analyses = new Map<SearchLanguage, Analysis>();

function make(language: SearchLanguage): Analysis {
  switch (language) {
    case 'en':
      return englishAnalysis;
    case 'ja':
    case 'zh':
      return cjkAnalysis(language);
    default:
      return europeanAnalysis(language);
  }
}

/** The analysis of a language (one shared instance per language). */
export function analysisFor(language: SearchLanguage): Analysis {
  let analysis = analyses.get(language);
  if (!analysis) analyses.set(language, (analysis = make(language)));
  return analysis;
}

/** A query cut into at most this many distinct terms (bounds the work of one search). */
const MAX_QUERY_TERMS = 12;

/** The distinct searchable terms of a query, at most MAX_QUERY_TERMS, with how each was first spelled. */
export function queryTerms(analysis: Analysis, query: string): { term: string; spelled: string }[] {
  const spellings = new Map<string, string>();
  const terms = [...new Set(analysis.terms(query, spellings))].slice(0, MAX_QUERY_TERMS);
  return terms.map((term) => ({ term, spelled: spellings.get(term) ?? term }));
}
