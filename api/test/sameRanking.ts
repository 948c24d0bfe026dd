import fc from 'fast-check';
import { expect } from 'vitest';
import type { SearchHit, SearchIndex } from '../src/search/searchIndex';
import { spellingCorrections } from '../src/search/suggestions';

/** What changes an article between builds, snapshots and restores: published, taken off, renamed, rewritten. */
export type ContentOp =
  | { kind: 'publish'; at: number }
  | { kind: 'unpublish'; at: number }
  | { kind: 'rename'; at: number; from: number; word: number }
  | { kind: 'rewrite'; at: number; from: number };

/** Ops on the articles of a pool of `size` (indexes are taken modulo the pool by the caller). */
export const contentOps = (maxLength: number): fc.Arbitrary<ContentOp[]> =>
  fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('publish' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('unpublish' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), from: fc.nat(), word: fc.nat() }),
      fc.record({ kind: fc.constant('rewrite' as const), at: fc.nat(), from: fc.nat() }),
    ),
    { maxLength },
  );

/** A query made from an article's text: its words (a phrase of 1–3), a typo in one, the last cut to a prefix, or two far apart. */
export interface QuerySeed {
  doc: number;
  at: number;
  length: number;
  form: 'words' | 'typo' | 'prefix' | 'pair';
  edit: number;
}

export const querySeeds = (count: number): fc.Arbitrary<QuerySeed[]> =>
  fc.array(
    fc.record({
      doc: fc.nat(),
      at: fc.nat(),
      length: fc.integer({ min: 1, max: 3 }),
      form: fc.constantFrom('words' as const, 'typo' as const, 'prefix' as const, 'pair' as const),
      edit: fc.nat(),
    }),
    { minLength: count, maxLength: count },
  );

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The query a seed makes from the texts of a pool (words of Latin script; runs of 2–6 characters of Japanese). */
export function queryOf(seed: QuerySeed, texts: readonly string[]): string {
  const text = texts[seed.doc % texts.length]!;
  const words = text.match(WORD) ?? ['camera'];
  const start = seed.at % words.length;
  let picked = words.slice(start, start + seed.length);
  if (CJK.test(picked.join(''))) {
    const run = picked.join('');
    const from = seed.edit % Math.max(1, run.length - 1);
    picked = [run.slice(from, from + 2 + (seed.at % 5))];
  }
  const last = picked.length - 1;
  const word = picked[last]!;
  switch (seed.form) {
    case 'typo': {
      const i = seed.edit % word.length;
      const letter = 'aeiorstn'[seed.edit % 8]!;
      picked[last] =
        seed.edit % 3 === 0
          ? word.slice(0, i) + word.slice(i + 1)
          : seed.edit % 3 === 1
            ? word.slice(0, i) + letter + word.slice(i + 1)
            : word.slice(0, i) + letter + word.slice(i);
      break;
    }
    case 'prefix':
      picked[last] = word.slice(0, Math.max(2, Math.min(word.length - 1, 3 + (seed.edit % 4))));
      break;
    case 'pair':
      picked = [picked[0]!, words[(start + 7 + seed.edit) % words.length]!];
      break;
    default:
  }
  return picked.join(' ');
}

/** Everything of a search answer that ranks: hits in order (matched terms as a set), how many matched, and the spelling suggestions. */
export function answerOf(index: SearchIndex, query: string) {
  const { hits, matched } = index.searchCounted(query, 50);
  return {
    matched,
    hits: hits.map((hit: SearchHit) => ({ ...hit, matchedTerms: [...hit.matchedTerms].sort() })),
    suggestions: spellingCorrections(query, index),
  };
}

/** Both answers the same, scores within floating-point noise. */
export function expectSameAnswer(actual: ReturnType<typeof answerOf>, expected: ReturnType<typeof answerOf>, what: string): void {
  const scoreless = (answer: ReturnType<typeof answerOf>) => ({ ...answer, hits: answer.hits.map(({ score: _score, ...hit }) => hit) });
  expect(scoreless(actual), what).toEqual(scoreless(expected));
  actual.hits.forEach((hit, i) => {
    const score = expected.hits[i]!.score;
    expect(Math.abs(hit.score - score), `${what}: score of ${hit.id}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(score)));
  });
}

/** A seeded shuffle (the order a database returns articles in is not the order they were written in). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
