/**
 * A least-recently-used map bounded in entries and in a weight of its values (their text's
 * length): past either bound, the least recently used entries leave. A value heavier than the
 * whole bound is not kept. Reading an entry makes it the most recently used.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly bounds: { maxEntries: number; maxWeight: number },
    private readonly weightOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weightOf(value);
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weightOf(value);
    if (weight > this.bounds.maxWeight) return;
    while (this.entries.size >= this.bounds.maxEntries || this.weight + weight > this.bounds.maxWeight) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, value);
    this.weight += weight;
  }
}
