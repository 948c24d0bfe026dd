import fc from 'fast-check';
import type { Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { engineWithChanges, indexWithChanges, plainWords } from '../../test/searchEngines';
import { TopScorer, bitCount, topByRank, type TermQuery } from './topScorer';

const FIELDS = ['title', 'body', 'tags'];
const BOOSTS = { title: 6, body: 1, tags: 3 };
const OPTIONS = plainWords(FIELDS);
// Few words, several sharing prefixes and near-spellings, so prefix and fuzzy expansions meet.
const WORDS = ['lens', 'lenses', 'lense', 'calibration', 'calibrate', 'camera', 'cameras', 'track', 'tracking', 'tracker', 'sync', 'genlock', 'render', 'renders'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(' '));
const doc = fc.record({ title: text, body: text, tags: text });
const termQuery: fc.Arbitrary<TermQuery> = fc.record({
  term: fc.constantFrom(...WORDS, 'len', 'calib', 'trak', 'gen', 'zzz'),
  prefix: fc.boolean(),
  fuzzy: fc.constantFrom(false as const, 1, 2),
  fields: fc.option(fc.constantFrom(['title', 'tags'], ['body'], FIELDS), { nil: undefined }),
});

function asMiniSearchQuery(queries: TermQuery[]): Query {
  return { combineWith: 'OR', queries: queries.map(({ term, prefix, fuzzy, fields }) => ({ queries: [term], prefix, fuzzy, fields: fields as string[] | undefined })) };
}

describe('TopScorer', () => {
  it('gives exactly MiniSearch’s results (ids, scores, order, matched terms and fields), also after documents are replaced or removed', () => {
    fc.assert(
      fc.property(
        indexWithChanges(doc, 40),
        fc.uniqueArray(termQuery, { minLength: 1, maxLength: 4, selector: (q) => q.term }),
        ({ docs, changes }, queries) => {
          // Two identical indexes: searching drops the postings of discarded documents it meets.
          const build = () => engineWithChanges(docs, changes, OPTIONS);
          const engine = build();
          const scored = new TopScorer(() => engine, BOOSTS).score(queries);
          const expected = build().search(asMiniSearchQuery(queries), { boost: BOOSTS });
          const ids = topByRank(scored.matched, scored.matched.length, (id) => scored.scores[id]! * bitCount(scored.masks[id]!));
          expect(ids.map((id) => scored.result(id))).toEqual(expected.map(({ id, score, terms, queryTerms, match }) => ({ id, score, terms, queryTerms, match })));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('picks the best by rank, ties in their original order, without sorting everything', () => {
    const ranks = [3, 9, 1, 9, 5, 3];
    expect(topByRank([0, 1, 2, 3, 4, 5], 4, (i) => ranks[i]!)).toEqual([1, 3, 4, 0]);
    expect(topByRank([0, 1, 2], 0, (i) => ranks[i]!)).toEqual([]);
  });
});
