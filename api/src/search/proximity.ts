import { PAIR_GAP_WORDS } from './engineOptions';
import type { CoverageTerm } from './rerank';
import type { Match } from './sentences';

/** Text between two words that keeps them in one phrase: no line break, no sentence end. */
const BREAK = /[\n.!?;:]/;
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * The share of the query's neighbouring term pairs (each weighted by its two terms' weights) that the text holds
 * next to each other, in either order, with at most PAIR_GAP_WORDS words between them and within one sentence: "a
 * local version of it" for "use a local version of a package" (the term dependence of Metzler and Croft's model,
 * over the query's neighbouring pairs). Terms count as their exact words and other forms (`CoverageTerm.words`),
 * not as completions or typo guesses. 0 for one term.
 */
export function pairShare(terms: readonly CoverageTerm[], text: string, found: readonly Match[]): number {
  if (terms.length < 2) return 0;
  const termOf = new Map<string, number>();
  terms.forEach((term, i) => {
    for (const word of term.words) if (!termOf.has(word)) termOf.set(word, i);
  });
  // The text's matched words (`found`, in order) may include completions and typo guesses: left out.
  const matches = found.filter((match) => termOf.has(match.term));
  const held = new Set<number>();
  for (let k = 0; k + 1 < matches.length; k += 1) {
    const [a, b] = [matches[k]!, matches[k + 1]!];
    const [ta, tb] = [termOf.get(a.term)!, termOf.get(b.term)!];
    const first = Math.min(ta, tb);
    if (Math.abs(ta - tb) !== 1 || held.has(first)) continue;
    const gap = text.slice(a.index + a.term.length, b.index);
    if (!BREAK.test(gap) && (gap.match(WORDS)?.length ?? 0) <= PAIR_GAP_WORDS) held.add(first);
  }
  let share = 0;
  let total = 0;
  for (let i = 0; i + 1 < terms.length; i += 1) {
    const weight = terms[i]!.weight + terms[i + 1]!.weight;
    total += weight;
    if (held.has(i)) share += weight;
  }
  return share / total;
}
