/**
 * A small in-memory cache: entries live `ttlMs`, the oldest go first beyond `maxEntries`, and
 * concurrent misses of one key share a single load. A loaded value lives `ttlMs` from when its
 * load began, and one whose load began before a `clear()` is handed to those waiting for it but
 * not kept, so the cache never holds a value older than its last clearing.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, since = this.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: since + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or `load()`'s (cached when it succeeds; a failure is not remembered). */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const started = this.now();
      pending = load()
        .then((value) => {
          if (generation === this.generation) this.set(key, value, started);
          return value;
        })
        .finally(() => {
          if (this.loading.get(key) === pending) this.loading.delete(key);
        });
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Forgets every value, and every load under way: the next request of each loads again. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
