import { queryTerms, type Analysis } from './analysis';
import { isIdentifier } from './normalize';
import { COMMON_MIN_DOCUMENTS, COMMON_SHARE, FUZZY_MIN_LENGTH, MATCH_WEIGHTS, fuzzyDistance } from './engineOptions';
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
  /** Known words that are the term with two neighbouring letters swapped ("dialgo" → "dialog") and their other forms, matched as typos. */
  transposed?: string[];
}

/** The known words that are `term` with two neighbouring letters swapped: one slip, which edit distance counts as two. */
function transpositions(term: string, vocabulary: Vocabulary): string[] {
  const found = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (vocabulary.hasTerm(swapped)) found.add(swapped);
  }
  return [...found];
}

/** German linking letters (Fugenelemente) between the parts of a compound. */
const LINKING_LETTERS = ['', 's', 'n', 'en'];

export interface PlanContext {
  analysis: Analysis;
  vocabulary: Vocabulary;
  stems: StemFamilies;
  /** Articles in the index. */
  size: number;
}

/**
 * Joined forms of neighbouring typed words that our articles use as one word ("back up" → "backup",
 * "log in" → "login", "set up" → "setup"), keyed by the query term they belong to: the first word,
 * or the second when the first is a stop word. In a compounding language (German) the joined word
 * belongs to both typed words and may have a linking letter ("Bewegung Erkennung" → "bewegungserkennung").
 */
function joinedForms(query: string, terms: ReadonlySet<string>, { analysis, vocabulary }: PlanContext): Map<string, string[]> {
  const words = analysis.words(analysis.fold(query)).map(({ word }) => word);
  const joined = new Map<string, string[]>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [first, second] = [words[i]!, words[i + 1]!];
    const owner = terms.has(first) ? first : terms.has(second) ? second : undefined;
    const owners = analysis.compounding ? [first, second].filter((word) => terms.has(word)) : owner ? [owner] : [];
    for (const word of (analysis.compounding ? LINKING_LETTERS : ['']).map((link) => first + link + second)) {
      if (terms.has(word) || !vocabulary.hasTerm(word)) continue;
      for (const term of owners) joined.set(term, [...(joined.get(term) ?? []), word]);
    }
  }
  return joined;
}

/**
 * Decides per query term which words it matches, from our own vocabulary:
 * - the term itself, other words of the same stem (the index's analysis), and a joined form with
 *   its neighbour;
 * - completions as a prefix when it is the last term (the word still being typed) or unknown, and
 *   at least 3 letters long (2 CJK characters);
 * - typos (1 edit, 2 from 8 letters) when it is 4+ letters and neither it nor a completion is known
 *   ("calibraton"), and known words with two neighbouring letters swapped ("dialgo"); never for CJK characters.
 */
export function planQuery(query: string, context: PlanContext): PlannedTerm[] {
  const { analysis, vocabulary, stems, size } = context;
  // An identifier typed whole counts only when some article names it (its words are searched anyway).
  const named = queryTerms(analysis, query).filter(({ term }) => !isIdentifier(term) || vocabulary.hasTerm(term));
  const terms = named.map(({ term }) => term);
  // A stop word that names a command in some title ("why" of "pnpm why") is searched too: only titles hold it.
  const commands = [...new Set(analysis.words(analysis.fold(query)).map(({ word }) => word))].filter(
    (word) => word.length >= 2 && analysis.termOf(word) === '' && !terms.includes(word) && vocabulary.hasTerm(word),
  );
  const typed = [...named, ...commands.map((word) => ({ term: word, spelled: word }))];
  const joined = joinedForms(query, new Set(terms), context);
  return typed.map(({ term, spelled }, i) => {
    const alternatives = [
      ...(joined.get(term) ?? []).flatMap((word) => [word, ...stems.variants(word)]).map((word) => ({ term: word, weight: MATCH_WEIGHTS.joined })),
      ...stems.variants(term, spelled).map((word) => ({ term: word, weight: MATCH_WEIGHTS.stem })),
    ];
    const known = vocabulary.hasTerm(term);
    const last = i === terms.length - 1;
    if (i >= terms.length) return { term, alternatives: [], prefix: false, fuzzy: false, headlineOnly: false };
    const prefix = term.length >= analysis.prefixFrom(term) && (!known || last) && vocabulary.hasCompletion(term);
    const tolerant = term.length >= FUZZY_MIN_LENGTH && analysis.spellingTolerant(term);
    const fuzzy = !known && !prefix && tolerant ? fuzzyDistance(term) : false;
    const transposed = fuzzy ? [...new Set(transpositions(term, vocabulary).flatMap((word) => [word, ...stems.variants(word)]))] : [];
    const planned: PlannedTerm = { term, alternatives, prefix, fuzzy, headlineOnly: false, ...(transposed.length > 0 ? { transposed } : {}) };
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

/** Maps a matched word to the index of the query term it stands for (typo matches share one group). */
export function termGroups(plan: readonly PlannedTerm[]): (word: string) => number {
  const words = exactWords(plan);
  return (word) => {
    const exact = words.findIndex((forms) => forms.includes(word));
    if (exact >= 0) return exact;
    const prefix = plan.findIndex((p) => p.prefix && word.startsWith(p.term));
    return prefix >= 0 ? prefix : plan.length;
  };
}
