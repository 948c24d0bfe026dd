import fc from 'fast-check';
import type { Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { docsAfterChanges, engineWithChanges, indexWithChanges, plainWords } from '../../test/searchEngines';
import { BulkLoader } from './bulkLoad';
import { LiveTerms } from './liveTerms';
import { TopScorer, topByRank, type TermQuery } from './topScorer';

const FIELDS = ['title', 'body', 'tags'];
const BOOSTS = { title: 6, body: 1, tags: 3 };
const OPTIONS = plainWords(FIELDS);
// Few words, several sharing prefixes and near-spellings, so prefix and fuzzy expansions meet.
const WORDS = [
  'lens',
  'lenses',
  'lense',
  'calibration',
  'calibrate',
  'camera',
  'cameras',
  'track',
  'tracking',
  'tracker',
  'sync',
  'genlock',
  'render',
  'renders',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(' '));
const doc = fc.record({ title: text, body: text, tags: text });
const termQuery: fc.Arbitrary<TermQuery> = fc.record({
  term: fc.constantFrom(...WORDS, 'len', 'calib', 'trak', 'gen', 'zzz'),
  prefix: fc.boolean(),
  fuzzy: fc.constantFrom(false as const, 1, 2),
  fields: fc.option(fc.constantFrom(['title', 'tags'], ['body'], FIELDS), { nil: undefined }),
});

function asMiniSearchQuery(queries: TermQuery[]): Query {
  return {
    combineWith: 'OR',
    queries: queries.map(({ term, prefix, fuzzy, fields }) => ({ queries: [term], prefix, fuzzy, fields: fields as string[] | undefined })),
  };
}

describe('TopScorer', () => {
  it('gives MiniSearch’s results over the same documents indexed afresh (ids, scores, matched terms and fields), also after documents are replaced or removed', () => {
    fc.assert(
      fc.property(
        indexWithChanges(doc, 40),
        fc.uniqueArray(termQuery, { minLength: 1, maxLength: 4, selector: (q) => q.term }),
        ({ docs, changes }, queries) => {
          const engine = engineWithChanges(docs, changes, OPTIONS);
          const scored = new TopScorer(() => engine, new LiveTerms(() => engine as never), BOOSTS).score(queries);
          const live = docsAfterChanges(docs, changes);
          const fresh = BulkLoader.load(
            live.map((d) => ({ id: d.id, fields: FIELDS.map((f) => OPTIONS.tokenize((d as Record<string, string>)[f] ?? '')) })),
            OPTIONS,
          );
          const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
          const results = [...scored.matched].map((id) => scored.result(id)).sort(byId);
          const expected = fresh.search(asMiniSearchQuery(queries), { boost: BOOSTS }).sort(byId);
          expect(results.map(({ id, terms, queryTerms, match }) => ({ id, terms: [...terms].sort(), queryTerms, match }))).toEqual(
            expected.map(({ id, terms, queryTerms, match }) => ({ id, terms: [...terms].sort(), queryTerms, match })),
          );
          results.forEach((result, i) => expect(result.score).toBeCloseTo(expected[i]!.score, 9));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('picks the best by rank, ties by key (never by their order), without sorting everything', () => {
    const ranks = [3, 9, 1, 9, 5, 3];
    const keys = ['f', 'e', 'd', 'c', 'b', 'a'];
    expect(
      topByRank(
        [0, 1, 2, 3, 4, 5],
        4,
        (i) => ranks[i]!,
        (i) => keys[i]!,
      ),
    ).toEqual([3, 1, 4, 5]);
    expect(
      topByRank(
        [5, 4, 3, 2, 1, 0],
        4,
        (i) => ranks[i]!,
        (i) => keys[i]!,
      ),
    ).toEqual([3, 1, 4, 5]);
    expect(
      topByRank(
        [0, 1, 2],
        0,
        (i) => ranks[i]!,
        (i) => keys[i]!,
      ),
    ).toEqual([]);
  });
});
