import { STOP_WORDS } from './stopWords';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;
/** Most text is ASCII: its words are found twice as fast without Unicode classes. */
const ASCII_WORD = /[a-z0-9]+/g;
const NON_ASCII = /[^\x00-\x7f]/;
/** Longer "words" are hashes, URLs or base64: never useful as search terms. */
export const MAX_TERM_LENGTH = 40;

/** Case and accent folding: "Caméra" and "CAMERA" both become "camera". ASCII text skips Unicode work. */
export function foldText(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase() : text.toLowerCase();
}

/** Folds one raw word the way documents are indexed; '' when it is not a searchable term. */
export function termOf(word: string): string {
  const term = foldText(word);
  return term.length < 2 || term.length > MAX_TERM_LENGTH || STOP_WORDS.has(term) ? '' : term;
}

/** The searchable terms of an English text, in order, with repeats (used for indexing). */
export function tokenize(text: string): string[] {
  const ascii = !NON_ASCII.test(text);
  const words = ascii ? text.toLowerCase().match(ASCII_WORD) : foldText(text).match(WORD);
  if (!words) return [];
  return words.filter((term) => term.length >= 2 && term.length <= MAX_TERM_LENGTH && !STOP_WORDS.has(term));
}

/** A query as a cache key: folded, words joined by one space. */
export function normalizeQuery(query: string): string {
  return (foldText(query).match(WORD) ?? []).join(' ');
}

/** Raw word matches with their positions, for excerpts that quote the original text. */
export function wordsWithPositions(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
}
