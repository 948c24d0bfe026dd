import { describe, expect, it } from 'vitest';
import { evidenceLines, gapCheckText } from './readerEvidenceText';

describe('reader evidence text', () => {
  it('counts each kind of evidence and quotes what readers wrote', () => {
    expect(
      evidenceLines({
        searches: [
          { query: 'quokka husbandry', searches: 1, results: 0 },
          { query: 'led gamut', searches: 3, results: 2 },
        ],
        reports: [
          { query: 'quokka husbandry', reports: 2 },
          { query: 'tape drive cleaning', reports: 25, readers: 1 },
        ],
        unhelpful: { articleId: crypto.randomUUID(), title: 'Calibrating Lenses', no: 4, comments: ['No white point', 'Gamut?'] },
      }),
    ).toEqual([
      'Searches: "quokka husbandry" 1 time (no results), "led gamut" 3 times (2 results)',
      'Reported missing: "quokka husbandry" 2 times, "tape drive cleaning" 25 times by 1 reader',
      '"No" votes on "Calibrating Lenses": 4',
      'What was missing: "No white point"; "Gamut?"',
    ]);
    expect(evidenceLines({ searches: [], reports: [], unhelpful: null })).toEqual([]);
  });

  it('says whether the gap is closed, with the rank of every evidence search', () => {
    expect(
      gapCheckText({
        closed: true,
        ranks: [
          { query: 'quokka husbandry', rank: 1 },
          { query: 'quokka care', rank: 3 },
        ],
      }),
    ).toBe('Closed: now found at #1 by "quokka husbandry", #3 by "quokka care"');
    expect(
      gapCheckText({
        closed: false,
        ranks: [
          { query: 'quokka husbandry', rank: null },
          { query: 'quokka care', rank: 9 },
        ],
      }),
    ).toBe('Still open: "quokka husbandry" not found, "quokka care" at #9');
  });
});
