import { describe, expect, it } from 'vitest';
import { boundDay, DAY_LIMITS, emptyRollup, mergeInto } from './rollup';

const comment = (n: number) => ({ articleId: 'a', text: `comment ${n}`, at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString() });

describe('boundDay', () => {
  it('keeps the earliest comments of an article whatever order the deltas are merged in: a later flood displaces none', () => {
    const kept = { ...emptyRollup(), comments: Array.from({ length: DAY_LIMITS.commentsPerArticle }, (_, n) => comment(n)) };
    const flood = { ...emptyRollup(), comments: Array.from({ length: 500 }, (_, n) => comment(100 + n)) };
    const texts = kept.comments.map((c) => c.text);
    expect(boundDay(mergeInto(mergeInto(emptyRollup(), flood), kept)).comments.map((c) => c.text)).toEqual(texts);
    expect(boundDay(mergeInto(mergeInto(emptyRollup(), kept), flood)).comments.map((c) => c.text)).toEqual(texts);
  });
});
