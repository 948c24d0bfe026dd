import { normalizeQuery, termOf, wordsWithPositions } from './normalize';
import type { SearchIndex } from './searchIndex';

/** Edits allowed when correcting a word: 1 up to 7 letters, 2 from 8 ("calibraton"). */
const maxEdits = (term: string) => (term.length >= 8 ? 2 : 1);
const MIN_CORRECTABLE = 3;

/**
 * Spelling corrections from the knowledge base's own vocabulary: each query word the index does
 * not contain is replaced by its closest known word (fewest edits, then most documents). The first
 * suggestion corrects every unknown word; the second uses the runner-up for the first unknown word.
 * Words the index knows are kept as typed.
 */
export function spellingCorrections(query: string, index: SearchIndex): string[] {
  const words = wordsWithPositions(query);
  const fixes = words.flatMap(({ word, index: at }) => {
    const term = termOf(word);
    if (term.length < MIN_CORRECTABLE || index.vocabulary.hasTerm(term)) return [];
    const candidates = index.vocabulary.corrections(term, maxEdits(term)).map((c) => c.term);
    return candidates.length > 0 ? [{ at, length: word.length, candidates }] : [];
  });
  if (fixes.length === 0) return [];
  const rewrite = (choice: (fix: (typeof fixes)[number], i: number) => string) => {
    let out = query;
    for (let i = fixes.length - 1; i >= 0; i -= 1) {
      const fix = fixes[i]!;
      out = `${out.slice(0, fix.at)}${choice(fix, i)}${out.slice(fix.at + fix.length)}`;
    }
    return out.replace(/\s+/g, ' ').trim();
  };
  const best = rewrite((fix) => fix.candidates[0]!);
  const runnerUp = fixes[0]!.candidates[1];
  return runnerUp ? [best, rewrite((fix, i) => (i === 0 ? runnerUp : fix.candidates[0]!))] : [best];
}

/**
 * Related queries: the SEO keywords of the top results, in result order, those sharing a word
 * with the query first (a narrower or neighbouring topic), then the others.
 */
export function relatedQueries(query: string, topKeywords: readonly (readonly string[])[]): string[] {
  const queryWords = new Set(normalizeQuery(query).split(' '));
  const all = topKeywords.flat();
  const sharing = all.filter((k) => normalizeQuery(k).split(' ').some((w) => queryWords.has(w)));
  return [...sharing, ...all.filter((k) => !sharing.includes(k))];
}

/**
 * The final list: at most `max` distinct suggestions, never the query itself (compared after case,
 * accent and spacing folding), never blank.
 */
export function pickSuggestions(query: string, candidates: readonly string[], max: number): string[] {
  const seen = new Set([normalizeQuery(query)]);
  const picked: string[] = [];
  for (const candidate of candidates) {
    const key = normalizeQuery(candidate);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    picked.push(candidate.trim());
    if (picked.length === max) break;
  }
  return picked;
}
