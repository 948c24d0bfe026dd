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

/**
 * A name written with hyphens, dots or underscores between its words: a package (`eslint-config-prettier`), a
 * file (`pnpm-lock.yaml`), a setting (`hooks.readPackage`), an error code (`ERR_PNPM_OUTDATED_LOCKFILE`).
 */
const IDENTIFIER = /[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)+/gu;
const ASCII_IDENTIFIER = /[a-z0-9]+(?:[-._][a-z0-9]+)+/g;
/** Shorter joined names are abbreviations ("e.g", "i.e"), not names. */
const IDENTIFIER_MIN_LENGTH = 4;

/**
 * The identifiers of a text (see IDENTIFIER), folded, keyed by where each ends; `null` when it has none (most
 * text: a quick test spares the matching).
 */
function identifiersByEnd(folded: string, ascii: boolean): Map<number, string> | null {
  if (!(ascii ? /[a-z0-9][-._][a-z0-9]/ : /[\p{L}\p{N}][-._][\p{L}\p{N}]/u).test(folded)) return null;
  const found = new Map<number, string>();
  for (const match of folded.matchAll(ascii ? ASCII_IDENTIFIER : IDENTIFIER)) {
    const name = match[0];
    if (name.length >= IDENTIFIER_MIN_LENGTH && name.length <= MAX_TERM_LENGTH) found.set(match.index + name.length, name);
  }
  return found.size > 0 ? found : null;
}

/**
 * The searchable terms of an English text as `tokenize` finds them, and after the last word of each
 * identifier (a hyphenated, dotted or underscored name) the identifier whole, so that a query naming it
 * (`eslint-config-prettier`) finds the pages that do, not only pages holding its common parts.
 */
export function tokenizeWithIdentifiers(text: string): string[] {
  const ascii = !NON_ASCII.test(text);
  const folded = ascii ? text.toLowerCase() : foldText(text);
  const identifiers = identifiersByEnd(folded, ascii);
  if (!identifiers) return tokenize(text);
  const terms: string[] = [];
  for (const match of folded.matchAll(ascii ? ASCII_WORD : WORD)) {
    const term = match[0];
    if (term.length >= 2 && term.length <= MAX_TERM_LENGTH && !STOP_WORDS.has(term)) terms.push(term);
    const identifier = identifiers.get(match.index + term.length);
    if (identifier !== undefined) terms.push(identifier);
  }
  return terms;
}

/** Whether a term is an identifier whole (see tokenizeWithIdentifiers), not one word. */
export const isIdentifier = (term: string): boolean => /[-._]/.test(term);

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
