/**
 * A tiny in-process cache for data that every page asks for and staff rarely change (settings,
 * category tree, home page). Entries expire after `ttlMs` so several instances behind a load
 * balancer converge quickly; writers in this process call `invalidate()` to see their change at once.
 * Concurrent misses share one loader call, so a cold cache under load runs the queries once.
 */
export class TtlCache {
  private readonly entries = new Map<
    string,
    { expiresAt: number; value: Promise<unknown>; refreshing?: boolean }
  >();

  /**
   * `maxEntries` bounds memory when keys come from user input (query strings). With
   * `serveStaleMs`, an entry expired for less than that is still answered while one background
   * load refreshes it, so hot keys never make a burst of requests wait for the database.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly serveStaleMs = 0,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit && !hit.refreshing && hit.expiresAt + this.serveStaleMs > now) {
      hit.refreshing = true;
      load().then(
        (fresh) => {
          if (this.entries.get(key) === hit) {
            this.entries.set(key, { expiresAt: Date.now() + this.ttlMs, value: Promise.resolve(fresh) });
          }
        },
        () => {
          if (this.entries.get(key) === hit) this.entries.delete(key);
        },
      );
      return hit.value as Promise<T>;
    }
    if (hit?.refreshing && hit.expiresAt + this.serveStaleMs > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load must not be cached: the next request retries.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry (or those whose key starts with `prefix`). */
  invalidate(prefix?: string): void {
    if (prefix === undefined) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
