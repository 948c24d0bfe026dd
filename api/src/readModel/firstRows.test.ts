import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstRows, updatedLast } from './firstRows';

const byRankThenTitle = (a: { rank: number; title: string }, b: { rank: number; title: string }) => b.rank - a.rank || a.title.localeCompare(b.title);

describe('firstRows', () => {
  it('keeps what sorting every row and taking the first would, for any rows and count', () => {
    const row = fc.record({ rank: fc.integer({ min: 0, max: 5 }), title: fc.string({ maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (rows, count) => {
        const expected = [...rows].sort(byRankThenTitle).slice(0, count);
        expect(firstRows(rows, count).map((r) => [r.rank, r.title])).toEqual(expected.map((r) => [r.rank, r.title]));
      }),
    );
  });
});

describe('updatedLast', () => {
  it('lists the articles changed last first, ties by title, at most `count`', () => {
    const at = (iso: string, title: string) => ({ updatedAt: new Date(iso), title });
    const articles = [at('2026-01-02', 'Older'), at('2026-03-01', 'Zoom'), at('2026-03-01', 'Align'), at('2025-12-31', 'Oldest')];
    expect(updatedLast(articles, 3).map((a) => a.title)).toEqual(['Align', 'Zoom', 'Older']);
  });
});
