/**
 * A small time-limited cache of promises (so concurrent requests for one key share one
 * computation). Failed computations are not kept. The oldest entries go first beyond `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) return found.value;
    this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
