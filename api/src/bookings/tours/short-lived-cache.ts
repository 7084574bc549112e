/**
 * Values kept for a short time, to spare the database a read that every booking would repeat (the
 * destination of a busy tour). Concurrent misses share one load; failures are not kept. Bounded by
 * entries, the least recently stored dropped first.
 */
export class ShortLivedCache<V> {
  private readonly entries = new Map<string, { until: number; value: Promise<V> }>();

  /** `now` is the clock the time to live is measured on (a test's own, to pass time without waiting). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { until: now + this.ttlMs, value });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
