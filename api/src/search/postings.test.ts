import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHORT_ID, Postings } from './postings';

type Op = { set: [number, number] } | { delete: number } | { iterateDeleting: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 300 })).map((set) => ({ set })),
  fc.integer({ min: 0, max: 60 }).map((id) => ({ delete: id })),
  fc.integer({ min: 2, max: 5 }).map((every) => ({ iterateDeleting: every })),
);

describe('Postings', () => {
  it('behaves as a Map of short id → frequency (capped at 255), also when deleting while iterating', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const postings = new Postings();
        const model = new Map<number, number>();
        for (const o of ops) {
          if ('set' in o) {
            postings.set(o.set[0], o.set[1]);
            model.set(o.set[0], Math.min(255, o.set[1]));
          } else if ('delete' in o) {
            expect(postings.delete(o.delete)).toBe(model.delete(o.delete));
          } else {
            // As MiniSearch does when it meets discarded documents: read each id, delete some.
            for (const id of postings.keys()) {
              expect(postings.get(id)).toBe(model.get(id));
              if (id % o.iterateDeleting === 0) {
                postings.delete(id);
                model.delete(id);
              }
            }
          }
          expect(postings.size).toBe(model.size);
        }
        postings.trim();
        expect([...postings].sort((a, b) => a[0] - b[0])).toEqual([...model].sort((a, b) => a[0] - b[0]));
        for (let id = 0; id <= 60; id += 1) expect(postings.get(id)).toBe(model.get(id));
      }),
    );
  });

  it('keeps ids in order when appended in order, and refuses ids that do not fit', () => {
    const postings = new Postings();
    for (let id = 0; id < 1000; id += 3) postings.set(id, (id % 7) + 1);
    expect([...postings.keys()]).toEqual(Array.from({ length: 334 }, (_, i) => i * 3));
    expect(postings.get(999)).toBe((999 % 7) + 1);
    expect(postings.has(998)).toBe(false);
    expect(() => postings.set(MAX_SHORT_ID + 1, 1)).toThrow(RangeError);
  });

  it('grows a packed list by about an eighth, not double, when it gets a new posting (memory of edited articles)', () => {
    const entries = 1_000_000;
    const packed = Uint32Array.from({ length: entries }, (_, id) => id * 256 + 1);
    const postings = Postings.fromPacked(packed);
    const before = process.memoryUsage().arrayBuffers;
    postings.set(entries, 3);
    const added = process.memoryUsage().arrayBuffers - before;
    // The packed list stays alive (a restored index keeps one buffer for all lists): what counts is the new one.
    expect(added).toBeGreaterThan(entries * 4);
    expect(added).toBeLessThan(entries * 4 * 1.2);
    expect(postings.get(entries)).toBe(3);
    expect(postings.size).toBe(entries + 1);
  });
});
