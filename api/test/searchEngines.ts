import fc from 'fast-check';
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { BulkLoader } from '../src/search/bulkLoad';

type Doc = Record<string, string>;

/**
 * A bulk-loaded MiniSearch index of `docs` (ids d0, d1, …), then each change applied as a publish
 * would: the document at `at` (modulo the count) discarded and, when given, added again as `doc`.
 */
export function engineWithChanges<T extends Doc>(
  docs: readonly T[],
  changes: readonly { at: number; doc?: T }[],
  options: Options<T> & { tokenize: (text: string) => string[] },
): MiniSearch<T & { id: string }> {
  const engine = BulkLoader.load<T & { id: string }>(
    docs.map((d, i) => ({ id: `d${i}`, fields: options.fields.map((f) => options.tokenize(d[f] ?? '')) })),
    options as Options<T & { id: string }>,
  );
  for (const { at, doc } of changes) {
    const id = `d${at % docs.length}`;
    if (!engine.has(id)) continue;
    engine.discard(id);
    if (doc) engine.add({ id, ...doc });
  }
  return engine;
}

/** What engineWithChanges leaves indexed: each live document by id, in the order of ids. */
export function docsAfterChanges<T extends Doc>(docs: readonly T[], changes: readonly { at: number; doc?: T }[]): (T & { id: string })[] {
  const live = new Map(docs.map((doc, i) => [`d${i}`, doc]));
  for (const { at, doc } of changes) {
    const id = `d${at % docs.length}`;
    if (!live.has(id)) continue;
    if (doc) live.set(id, doc);
    else live.delete(id);
  }
  return [...live].map(([id, doc]) => ({ ...doc, id }));
}

/** Index options that take words as they are: split on spaces, no processing (for property tests). */
export const plainWords = (fields: string[]) => ({ fields, tokenize: (v: string) => (v ? v.split(' ') : []), processTerm: (t: string) => t });

/**
 * What engineWithChanges takes, for property tests: 1 to `maxDocs` documents, then up to six changes (at an
 * index, a document discarded and maybe added again as another).
 */
export const indexWithChanges = <T>(doc: fc.Arbitrary<T>, maxDocs: number) =>
  fc.record({
    docs: fc.array(doc, { minLength: 1, maxLength: maxDocs }),
    changes: fc.array(fc.record({ at: fc.nat(), doc: fc.option(doc, { nil: undefined }) }), { maxLength: 6 }),
  });
