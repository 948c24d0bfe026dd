import type { Analysis } from './analysis';
import { englishAnalysis } from './englishAnalysis';
import { normalizeQuery } from './normalize';
import type { SearchIndex } from './searchIndex';

/** Edits allowed when correcting a word: 1 up to 7 letters, 2 from 8 ("calibraton"). */
const maxEdits = (term: string) => (term.length >= 8 ? 2 : 1);
const MIN_CORRECTABLE = 3;

/**
 * Spelling corrections from the knowledge base's own vocabulary: each query word the index does
 * not contain is replaced by its closest known word (fewest edits, then most documents). The first
 * suggestion corrects every unknown word; the second uses the runner-up for the first unknown word.
 * Words the index knows are kept as typed, and so are CJK words (see Analysis.spellingTolerant).
 */
export function spellingCorrections(query: string, index: SearchIndex): string[] {
  const { analysis } = index;
  const words = analysis.words(query);
  const fixes = words.flatMap(({ word, index: at }) => {
    const term = analysis.termOf(word);
    if (term.length < MIN_CORRECTABLE || !analysis.spellingTolerant(term) || index.vocabulary.hasTerm(term)) return [];
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
 * with the query first (a narrower or neighbouring topic), then the others. Words are the index's
 * analysis' terms (segments in Japanese and Chinese).
 */
export function relatedQueries(query: string, topKeywords: readonly (readonly string[])[], analysis: Analysis = englishAnalysis): string[] {
  const queryWords = new Set(analysis.words(analysis.fold(query)).map(({ word }) => word));
  const all = topKeywords.flat();
  const sharing = all.filter((k) => analysis.words(analysis.fold(k)).some(({ word }) => queryWords.has(word)));
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
