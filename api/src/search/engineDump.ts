import MiniSearch, { type Options } from 'minisearch';
import { Postings } from './postings';

/**
 * A MiniSearch index as a few flat arrays, for the read-model snapshot: every term once, and every
 * posting list packed into one Uint32Array (see Postings). Restoring it gives the same index —
 * ids, short ids, field lengths, averages and postings, as if vacuumed: the postings discarded
 * documents left behind are not written — without tokenising any text, so search is ready in seconds instead of the build's minutes at 100,000
 * articles.
 */
export interface EngineDump {
  documentCount: number;
  nextId: number;
  dirtCount: number;
  avgFieldLength: number[];
  /** Short id → document id, as two parallel arrays. */
  shortIds: Uint32Array;
  ids: string[];
  /** Distinct terms per field, `fieldCount` numbers per entry of `shortIds`. */
  fieldLengths: Uint32Array;
  terms: string[];
  /** Per term: how many field lists it has, then for each its field id and length. */
  layout: Uint32Array;
  postings: Uint32Array;
}

/** Reads and sets MiniSearch's protected state (only a subclass may; the version is pinned). */
class EngineState<T> extends MiniSearch<T> {
  static dump<T>(source: MiniSearch<T>): EngineDump {
    const engine = source as EngineState<T>;
    const fieldCount = Object.keys(engine._fieldIds).length;
    const shortIds = new Uint32Array(engine._documentIds.size);
    const ids: string[] = [];
    const fieldLengths = new Uint32Array(shortIds.length * fieldCount);
    let i = 0;
    for (const [shortId, id] of engine._documentIds) {
      shortIds[i] = shortId;
      ids.push(id as string);
      fieldLengths.set(engine._fieldLength.get(shortId) ?? [], i * fieldCount);
      i += 1;
    }
    // Only live documents' postings: what discarded ones left behind (see LiveTerms) is not restored.
    let total = 0;
    for (const [, fields] of engine._index) for (const [, list] of fields) total += list.size;
    const postings = new Uint32Array(total);
    const terms: string[] = [];
    const layout: number[] = [];
    const live = engine._dirtCount > 0 ? (id: number) => engine._documentIds.has(id) : undefined;
    let at = 0;
    for (const [term, fields] of engine._index) {
      const lists: number[] = [];
      for (const [fieldId, list] of fields) {
        const written = Postings.packInto(list, postings, at, live);
        if (written === 0) continue;
        lists.push(fieldId, written);
        at += written;
      }
      if (lists.length === 0) continue;
      terms.push(term);
      layout.push(lists.length / 2, ...lists);
    }
    return {
      documentCount: engine._documentCount,
      nextId: engine._nextId,
      dirtCount: 0,
      avgFieldLength: [...engine._avgFieldLength],
      shortIds,
      ids,
      fieldLengths,
      terms,
      layout: Uint32Array.from(layout),
      postings: postings.subarray(0, at),
    };
  }

  static restore<T>(dump: EngineDump, options: Options<T>): MiniSearch<T> {
    const engine = new MiniSearch<T>(options) as EngineState<T>;
    const fieldCount = options.fields.length;
    dump.shortIds.forEach((shortId, i) => {
      engine._documentIds.set(shortId, dump.ids[i]);
      engine._idToShortId.set(dump.ids[i], shortId);
      engine._fieldLength.set(shortId, Array.from(dump.fieldLengths.subarray(i * fieldCount, (i + 1) * fieldCount)));
    });
    // Each term's field lists, read in dump order; inserted in reverse: the radix tree iterates a
    // node's children last-inserted first, so this rebuilds the same tree, iterated in the same
    // order (scores sum per term in that order, to the last bit).
    const entries: [string, Map<number, Postings>][] = [];
    let l = 0;
    let at = 0;
    for (const term of dump.terms) {
      const fields = new Map<number, Postings>();
      const count = dump.layout[l++]!;
      for (let f = 0; f < count; f += 1) {
        const fieldId = dump.layout[l++]!;
        const length = dump.layout[l++]!;
        fields.set(fieldId, Postings.fromPacked(dump.postings.subarray(at, at + length)));
        at += length;
      }
      entries.push([term, fields]);
    }
    for (let i = entries.length - 1; i >= 0; i -= 1) engine._index.set(entries[i]![0], entries[i]![1]);
    engine._documentCount = dump.documentCount;
    engine._nextId = dump.nextId;
    engine._dirtCount = dump.dirtCount;
    engine._avgFieldLength = [...dump.avgFieldLength];
    return engine;
  }
}

export const dumpEngine = <T>(engine: MiniSearch<T>): EngineDump => EngineState.dump(engine);
export const restoreEngine = <T>(dump: EngineDump, options: Options<T>): MiniSearch<T> => EngineState.restore(dump, options);
