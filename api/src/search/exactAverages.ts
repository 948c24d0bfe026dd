import MiniSearch from 'minisearch';

/** MiniSearch's protected field lengths and averages (only a subclass may reach them; the version is pinned). */
class Lengths<T> extends MiniSearch<T> {
  static of<T>(engine: MiniSearch<T>, id: string): readonly number[] {
    const e = engine as Lengths<T>;
    const shortId = e._idToShortId.get(id);
    return (shortId === undefined ? undefined : e._fieldLength.get(shortId)) ?? [];
  }

  static all<T>(engine: MiniSearch<T>): { fieldCount: number; documents: Iterable<readonly number[]> } {
    const e = engine as Lengths<T>;
    return { fieldCount: Object.keys(e._fieldIds).length, documents: e._fieldLength.values() };
  }

  static setAverages<T>(engine: MiniSearch<T>, totals: readonly number[]): void {
    const e = engine as Lengths<T>;
    e._avgFieldLength = totals.map((total) => (e._documentCount ? total / e._documentCount : 0));
  }
}

/**
 * Adds and discards documents keeping each field's average length (BM25's length normalisation) exactly
 * total / documents, as the bulk load computes it. MiniSearch updates the average at every add and discard
 * by multiplying it back into a total and dividing again, which drifts in the last bits: after some
 * publishes a long-running index scored differently from one built afresh over the same articles, and
 * near-ties swapped places. The totals are integers (distinct terms per field), so they stay exact.
 */
export class ExactAverages {
  private totals: number[] = [];

  /** Starts from an engine's documents (after a bulk load or a restore). */
  reset(engine: MiniSearch<never>): void {
    const { fieldCount, documents } = Lengths.all(engine);
    this.totals = new Array<number>(fieldCount).fill(0);
    for (const lengths of documents) lengths.forEach((length, field) => (this.totals[field] = (this.totals[field] ?? 0) + (length ?? 0)));
    Lengths.setAverages(engine, this.totals);
  }

  add<T>(engine: MiniSearch<T>, doc: T & { id: string }): void {
    engine.add(doc);
    this.count(engine, doc.id, 1);
  }

  discard<T>(engine: MiniSearch<T>, id: string): void {
    this.count(engine, id, -1);
    engine.discard(id);
    Lengths.setAverages(engine, this.totals);
  }

  private count<T>(engine: MiniSearch<T>, id: string, sign: 1 | -1): void {
    Lengths.of(engine, id).forEach((length, field) => (this.totals[field] = (this.totals[field] ?? 0) + sign * (length ?? 0)));
    Lengths.setAverages(engine, this.totals);
  }
}
