import {
  COMMON_MIN_DOCUMENTS,
  COMMON_SHARE,
  FUZZY_MIN_LENGTH,
  MATCH_WEIGHTS,
  PREFIX_MIN_LENGTH,
  fuzzyDistance,
} from './engineOptions';
import { foldText, queryTerms } from './normalize';
import type { StemFamilies } from './stems';
import type { Vocabulary } from './vocabulary';

/** How one query term is searched. */
export interface PlannedTerm {
  term: string;
  /** Words that count as the term itself: other forms of its stem, the joined form of it and its neighbour. */
  alternatives: { term: string; weight: number }[];
  prefix: boolean;
  fuzzy: number | false;
  /** Searched in the headline fields only (see COMMON_SHARE). */
  headlineOnly: boolean;
}

export interface PlanContext {
  vocabulary: Vocabulary;
  stems: StemFamilies;
  /** Articles in the index. */
  size: number;
}

const RAW_WORD = /[\p{L}\p{N}]+/gu;

/**
 * Joined forms of neighbouring typed words that our articles use as one word ("back up" → "backup",
 * "log in" → "login", "set up" → "setup"), keyed by the query term they belong to: the first word,
 * or the second when the first is a stop word.
 */
function joinedForms(query: string, terms: ReadonlySet<string>, vocabulary: Vocabulary): Map<string, string[]> {
  const words = foldText(query).match(RAW_WORD) ?? [];
  const joined = new Map<string, string[]>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [first, second] = [words[i]!, words[i + 1]!];
    const owner = terms.has(first) ? first : terms.has(second) ? second : undefined;
    const word = first + second;
    if (owner && !terms.has(word) && vocabulary.hasTerm(word)) joined.set(owner, [...(joined.get(owner) ?? []), word]);
  }
  return joined;
}

/**
 * Decides per query term which words it matches, from our own vocabulary:
 * - the term itself, other words of the same Porter stem, and a joined form with its neighbour;
 * - completions as a prefix when it is the last term (the word still being typed) or unknown, and
 *   at least 3 letters long;
 * - typos (1 edit, 2 from 8 letters) when it is 4+ letters and neither it nor a completion is known
 *   ("calibraton").
 */
export function planQuery(query: string, { vocabulary, stems, size }: PlanContext): PlannedTerm[] {
  const terms = queryTerms(query);
  const joined = joinedForms(query, new Set(terms), vocabulary);
  return terms.map((term, i) => {
    const alternatives = [
      ...(joined.get(term) ?? []).flatMap((word) => [word, ...stems.variants(word)]).map((word) => ({ term: word, weight: MATCH_WEIGHTS.joined })),
      ...stems.variants(term).map((word) => ({ term: word, weight: MATCH_WEIGHTS.stem })),
    ];
    const known = vocabulary.hasTerm(term);
    const last = i === terms.length - 1;
    const prefix = term.length >= PREFIX_MIN_LENGTH && (!known || last) && vocabulary.hasCompletion(term);
    const fuzzy = !known && !prefix && term.length >= FUZZY_MIN_LENGTH ? fuzzyDistance(term) : false;
    const planned: PlannedTerm = { term, alternatives, prefix, fuzzy, headlineOnly: false };
    if (size < COMMON_MIN_DOCUMENTS) return planned;
    const expected = Math.max(
      vocabulary.documentsWith(term),
      ...alternatives.map((a) => vocabulary.documentsWith(a.term)),
      prefix ? vocabulary.mostDocumentsWithPrefix(term) : 0,
      fuzzy ? (vocabulary.corrections(term, fuzzy)[0]?.documents ?? 0) : 0,
    );
    return { ...planned, headlineOnly: expected > size * COMMON_SHARE };
  });
}

/** The words that count as each term matched exactly: itself and its alternatives. */
export const exactWords = (plan: readonly PlannedTerm[]): string[][] => plan.map((p) => [p.term, ...p.alternatives.map((a) => a.term)]);
