import { CJK, foldCjk, segmentWords } from './cjkAnalysis';
import { foldText } from './normalize';
import { boundedMatches, type WordBounds } from './wordBounds';

export interface Sentence {
  /** Offsets in the text the sentence was cut from. */
  start: number;
  end: number;
  /** Distinct matched terms, then all matches: how well the sentence answers the query. */
  distinct: number;
  total: number;
}

export interface Match {
  index: number;
  term: string;
}

/** A sentence ends at . ! or ? followed by a space, at 。！？ (no space follows them), or at the end of a block (line). */
const BOUNDARY = /[.!?]+[ \t]+|[。！？]+[ \t]*|\n/g;
const NON_ASCII = /[^\x00-\x7f]/;
const escapeRegex = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One segmenter for CJK words in any text: ICU cuts Japanese and Chinese with the same dictionary. */
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** What matching needs of a text whatever the query: whether it has CJK characters, and its folded form (null when plain ASCII or CJK). */
export interface TextFacts {
  cjk: boolean;
  folded: string | null;
}

function factsOf(text: string): TextFacts {
  const nonAscii = NON_ASCII.test(text);
  const cjk = nonAscii && CJK.test(text);
  return { cjk, folded: nonAscii && !cjk ? foldText(text) : null };
}

/** Per article (its content object): whether its text has CJK characters; its folded text for the last FOLDED_KEPT articles asked. */
const kinds = new WeakMap<object, boolean>();
const folds = new Map<object, string>();
const FOLDED_KEPT = 256;

/**
 * The facts of an article's text, worked out once and kept with the article's content object: the test for CJK
 * characters scans a whole long page when it has other non-ASCII characters (an arrow, a quote), and folding
 * copies it; for each of 50 hits of every query that was a third of an uncached search on the pnpm docs (issue 46).
 */
export function textFacts(owner: object, text: string): TextFacts {
  const known = kinds.get(owner);
  if (known) return { cjk: true, folded: null };
  const kept = folds.get(owner);
  if (kept !== undefined) return { cjk: false, folded: kept };
  // Not seen, or its folded text was let go (known === false): the CJK scan is not repeated.
  const facts = known === false ? { cjk: false, folded: NON_ASCII.test(text) ? foldText(text) : null } : factsOf(text);
  kinds.set(owner, facts.cjk);
  if (facts.folded !== null) {
    if (folds.size >= FOLDED_KEPT) folds.delete(folds.keys().next().value!);
    folds.set(owner, facts.folded);
  }
  return facts;
}

/**
 * Where the matched terms occur as whole words, found with one regex over the case- and
 * accent-folded text. Folding keeps offsets when it keeps the length (true of precomposed accents);
 * when it does not (ligatures and the like), matches are found word by word instead. In text with
 * CJK characters words are as the CJK analysis cuts them (segments, never characters inside
 * another word), and only the runs that hold a CJK term are segmented; or, when the index kept where
 * the text's words are (`bounds`), each term's occurrences in the folded text that are whole words.
 * `facts`: the text's (see textFacts), when the caller kept them.
 */
export function matchPositions(text: string, terms: ReadonlySet<string>, bounds?: WordBounds, facts?: TextFacts): Match[] {
  if (terms.size === 0) return [];
  const { cjk, folded } = facts ?? factsOf(text);
  if (cjk) {
    if (bounds) return boundedMatches(foldCjk(text), terms, bounds);
    const cjkTerms = [...terms].filter((term) => CJK.test(term));
    const mayHold = (run: string) => {
      const foldedRun = foldCjk(run);
      return cjkTerms.some((term) => foldedRun.includes(term));
    };
    return segmentWords(segmenter, text, mayHold).flatMap(({ word, index }) => {
      const term = foldCjk(word);
      return terms.has(term) ? [{ index, term }] : [];
    });
  }
  const alternatives = [...terms].map(escapeRegex).join('|');
  if (folded === null) {
    return [...text.matchAll(wordPattern(alternatives, false, 'gi'))].map((m) => ({ index: m.index, term: m[0].toLowerCase() }));
  }
  if (folded.length !== text.length) {
    return [...text.matchAll(/[\p{L}\p{N}]+/gu)].flatMap((m) => {
      const term = foldText(m[0]);
      return terms.has(term) ? [{ index: m.index, term }] : [];
    });
  }
  return [...folded.matchAll(wordPattern(alternatives, true, 'g'))].map((m) => ({ index: m.index, term: m[0] }));
}

const wordPattern = (alternatives: string, unicode: boolean, flags: string) =>
  unicode ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, `${flags}u`) : new RegExp(`\\b(?:${alternatives})\\b`, flags);

/**
 * Cuts plain text (one block per line) into sentences and scores each against the matched terms
 * (their positions in the text, when the caller has them already).
 */
export function scoreSentences(text: string, terms: ReadonlySet<string>, matches = matchPositions(text, terms)): Sentence[] {
  const sentences: Sentence[] = [];
  let next = 0;
  const add = (start: number, end: number) => {
    const seen: string[] = [];
    let total = 0;
    for (; next < matches.length && matches[next]!.index < end; next += 1) {
      if (!seen.includes(matches[next]!.term)) seen.push(matches[next]!.term);
      total += 1;
    }
    if (end > start) sentences.push({ start, end, distinct: seen.length, total });
  };
  let start = 0;
  for (const boundary of text.matchAll(BOUNDARY)) {
    add(start, boundary.index + boundary[0].trimEnd().length);
    start = boundary.index + boundary[0].length;
  }
  add(start, text.length);
  return sentences;
}

/** Position of the first matched word in a piece of text, or -1. */
export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  return matchPositions(text, terms)[0]?.index ?? -1;
}

export const byRelevance = (a: Sentence, b: Sentence) => b.distinct - a.distinct || b.total - a.total || a.start - b.start;

/**
 * The `count` sentences that best answer the query (only complete, readable sentences of 40–400
 * characters that contain a matched term), returned in document order.
 */
export function topSentences(text: string, terms: ReadonlySet<string>, count: number): string[] {
  return scoreSentences(text, terms)
    .filter((s) => s.distinct > 0 && s.end - s.start >= 40 && s.end - s.start <= 400)
    .sort(byRelevance)
    .slice(0, count)
    .sort((a, b) => a.start - b.start)
    .map((s) => text.slice(s.start, s.end));
}
