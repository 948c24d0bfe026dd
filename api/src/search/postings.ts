const TF_BITS = 8;
const TF_MAX = (1 << TF_BITS) - 1;
/**
 * A full list grows by an eighth (at least GROW_MIN entries): still amortised O(1) appends, but a list packed
 * exactly at a bulk load or restore (most of the index) does not double when it gets its first new posting.
 */
const GROW_SHIFT = 3;
const GROW_MIN = 4;
/** Short ids must fit in the 24 bits left: 16.7 million indexed versions of articles. */
export const MAX_SHORT_ID = 2 ** (32 - TF_BITS) - 1;

/**
 * One posting list of the search index — document short id → term frequency — packed into a
 * Uint32Array, 4 bytes a posting where MiniSearch's own Map takes about 50: at 100,000 articles
 * (15 million postings) that is the difference between about 100 MB and 800 MB.
 *
 * Entries are `shortId << 8 | tf`, sorted by short id (MiniSearch hands out increasing ids, so
 * adding is appending); frequencies above 255 count as 255 (BM25 has long saturated by then).
 * A deleted entry keeps its place with frequency 0 until the next append compacts the list, so
 * deleting while iterating — which MiniSearch does when it meets a discarded document — is safe.
 * It implements the part of Map that MiniSearch and the vocabulary use, and the rest of Map.
 */
export class Postings implements Map<number, number> {
  private data: Uint32Array;
  private length = 0;
  private live = 0;
  /** Position of the entry last iterated over: MiniSearch reads each id's frequency right after. */
  private hint = 0;

  constructor(capacity = 2) {
    this.data = new Uint32Array(capacity);
  }

  /** A list from `packInto`'s entries (sorted by short id, none deleted); `data` is kept, not copied. */
  static fromPacked(data: Uint32Array): Postings {
    const postings = new Postings(0);
    postings.data = data;
    postings.length = data.length;
    postings.live = data.length;
    return postings;
  }

  /**
   * Writes the live entries of a list (Postings or MiniSearch's Map), packed and sorted, into `target` from `offset`
   * (only those of documents `keep` accepts, when given); returns how many.
   */
  static packInto(list: Map<number, number>, target: Uint32Array, offset: number, keep?: (id: number) => boolean): number {
    let at = offset;
    for (const [id, tf] of list) if (!keep || keep(id)) target[at++] = id * (TF_MAX + 1) + Math.max(1, Math.min(TF_MAX, tf));
    target.subarray(offset, at).sort();
    return at - offset;
  }

  get size(): number {
    return this.live;
  }

  get [Symbol.toStringTag](): string {
    return 'Postings';
  }

  get(id: number): number | undefined {
    const at = this.find(id);
    const tf = at < 0 ? 0 : this.data[at]! & TF_MAX;
    return tf === 0 ? undefined : tf;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, tf: number): this {
    if (!Number.isInteger(id) || id < 0 || id > MAX_SHORT_ID) throw new RangeError(`short id out of range: ${id}`);
    const packed = id * (TF_MAX + 1) + Math.max(1, Math.min(TF_MAX, tf));
    const at = this.find(id);
    if (at >= 0) {
      if ((this.data[at]! & TF_MAX) === 0) this.live += 1;
      this.data[at] = packed;
      return this;
    }
    if (this.length - this.live > this.live) this.compact();
    if (this.length === this.data.length) this.grow(this.length + Math.max(GROW_MIN, this.length >>> GROW_SHIFT));
    let insertAt = this.length;
    while (insertAt > 0 && this.data[insertAt - 1]! >>> TF_BITS > id) insertAt -= 1;
    this.data.copyWithin(insertAt + 1, insertAt, this.length);
    this.data[insertAt] = packed;
    this.length += 1;
    this.live += 1;
    return this;
  }

  delete(id: number): boolean {
    const at = this.find(id);
    if (at < 0 || (this.data[at]! & TF_MAX) === 0) return false;
    this.data[at] = id * (TF_MAX + 1);
    this.live -= 1;
    return true;
  }

  clear(): void {
    this.data = new Uint32Array(2);
    this.length = 0;
    this.live = 0;
  }

  /** Drops spare capacity (after a bulk fill). */
  trim(): void {
    this.compact();
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(1, this.length));
  }

  *entries(): MapIterator<[number, number]> {
    for (let i = 0; i < this.length; i += 1) {
      const value = this.data[i]!;
      if ((value & TF_MAX) === 0) continue;
      this.hint = i;
      yield [value >>> TF_BITS, value & TF_MAX];
    }
  }

  *keys(): MapIterator<number> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<number> {
    for (const [, tf] of this.entries()) yield tf;
  }

  [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }

  /** A plain loop (no iterator objects): the search scorer walks every posting of a query's terms. */
  forEach(callback: (value: number, key: number, map: Map<number, number>) => void, thisArg?: unknown): void {
    const { data, length } = this;
    for (let i = 0; i < length; i += 1) {
      const value = data[i]!;
      if ((value & TF_MAX) !== 0) callback.call(thisArg, value & TF_MAX, value >>> TF_BITS, this);
    }
  }

  private find(id: number): number {
    const { data, length } = this;
    if (length === 0) return -1;
    if (data[length - 1]! >>> TF_BITS === id) return length - 1;
    if (this.hint < length && data[this.hint]! >>> TF_BITS === id) return this.hint;
    let low = 0;
    let high = length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = data[mid]! >>> TF_BITS;
      if (at === id) return mid;
      if (at < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  private compact(): void {
    if (this.length === this.live) return;
    let kept = 0;
    for (let i = 0; i < this.length; i += 1) if ((this.data[i]! & TF_MAX) !== 0) this.data[kept++] = this.data[i]!;
    this.length = kept;
    this.hint = 0;
  }

  private grow(capacity: number): void {
    const data = new Uint32Array(Math.max(2, capacity));
    data.set(this.data.subarray(0, this.length));
    this.data = data;
  }
}
