import fc from 'fast-check';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { engineWithChanges, indexWithChanges, plainWords } from '../../test/searchEngines';
import { dumpEngine, restoreEngine } from './engineDump';

const FIELDS = ['title', 'body'];
const OPTIONS = plainWords(FIELDS);
const WORDS = ['lens', 'lenses', 'calibration', 'calibrate', 'camera', 'track', 'tracking', 'sync', 'genlock', 'render'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 10 }).map((words) => words.join(' '));
const doc = fc.record({ title: text, body: text });
const QUERIES = ['lens', 'calib', 'camera track', 'genlok', 'render sync lenses'];

describe('dumpEngine / restoreEngine', () => {
  it('restores an index (through v8 serialisation) that answers every query exactly as the original once vacuumed (without the postings of discarded documents), also after replaced and removed documents and further changes', async () => {
    await fc.assert(
      fc.asyncProperty(indexWithChanges(doc, 30), doc, async ({ docs, changes }, later) => {
        const engine = engineWithChanges(docs, changes, OPTIONS);
        await engine.vacuum();
        const restored = restoreEngine(deserialize(serialize(dumpEngine(engine))), OPTIONS);
        // Both keep working the same after the restore.
        for (const index of [engine, restored]) {
          index.add({ id: 'later', ...later });
          if (index.has('d0')) index.discard('d0');
        }
        expect(restored.documentCount).toBe(engine.documentCount);
        expect(restored.termCount).toBe(engine.termCount);
        for (const query of QUERIES) {
          const options = { prefix: true, fuzzy: 1, boost: { title: 3 } };
          expect(restored.search(query, options)).toEqual(engine.search(query, options));
        }
      }),
      { numRuns: 200 },
    );
  });
});
