/**
 * A tiny in-process cache for data that every page asks for and staff rarely change (settings,
 * category tree, home page). Entries expire after `ttlMs` so several instances behind a load
 * balancer converge quickly; writers in this process call `invalidate()` to see their change at once.
 * Concurrent misses share one loader call, so a cold cache under load runs the queries once.
 */

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  refreshing?: boolean;
  /** Bytes counted for this entry once its value is known (0 while loading). */
  bytes: number;
}

export interface TtlCacheOptions {
  /** Bounds memory when keys come from user input (query strings). */
  maxEntries?: number;
  /**
   * An entry expired for less than this is still answered while one background load refreshes
   * it, so hot keys never make a burst of requests wait for the database.
   */
  serveStaleMs?: number;
  /**
   * Upper bound of the summed `sizeOf` of the cached values: the oldest entries are dropped to
   * stay under it, so a flood of distinct keys (searches) cannot grow the heap without limit.
   */
  maxBytes?: number;
  /** Size of a loaded value in bytes; defaults to a Buffer's or string's length, else 0. */
  sizeOf?: (value: unknown) => number;
  /**
   * Every this many milliseconds expired entries are dropped by a timer (unref'd, so it never
   * keeps the process alive; `close()` stops it). Inserts also sweep now and then.
   */
  sweepIntervalMs?: number;
}

/** Inserts between two sweeps of expired entries on the insert path. */
const SWEEP_EVERY_INSERTS = 256;

function defaultSizeOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return Buffer.byteLength(value);
  return 0;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly serveStaleMs: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: unknown) => number;
  private totalBytes = 0;
  private inserts = 0;
  private timer: NodeJS.Timeout | undefined;

  /** `new TtlCache(ttl, maxEntries, serveStaleMs)` is kept for callers of the older signature. */
  constructor(ttlMs: number, maxEntries?: number, serveStaleMs?: number);
  constructor(ttlMs: number, options?: TtlCacheOptions);
  constructor(
    private readonly ttlMs: number,
    optionsOrMaxEntries: number | TtlCacheOptions = {},
    serveStaleMs = 0,
  ) {
    const options: TtlCacheOptions =
      typeof optionsOrMaxEntries === 'number'
        ? { maxEntries: optionsOrMaxEntries, serveStaleMs }
        : optionsOrMaxEntries;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.serveStaleMs = options.serveStaleMs ?? 0;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? defaultSizeOf;
    if (options.sweepIntervalMs && options.sweepIntervalMs > 0 && ttlMs > 0) {
      this.timer = setInterval(() => this.sweep(), options.sweepIntervalMs);
      this.timer.unref();
    }
  }

  /** Entries held (loading ones included). */
  get size(): number {
    return this.entries.size;
  }

  /** Summed size of the loaded values held. */
  get bytes(): number {
    return this.totalBytes;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit && !hit.refreshing && hit.expiresAt + this.serveStaleMs > now) {
      hit.refreshing = true;
      load().then(
        (fresh) => {
          if (this.entries.get(key) === hit) this.store(key, Promise.resolve(fresh), fresh);
        },
        () => {
          if (this.entries.get(key) === hit) this.remove(key);
        },
      );
      return hit.value as Promise<T>;
    }
    if (hit?.refreshing && hit.expiresAt + this.serveStaleMs > now) return hit.value as Promise<T>;
    if (hit) this.remove(key);
    if (++this.inserts % SWEEP_EVERY_INSERTS === 0) this.sweep(now);
    while (this.entries.size >= this.maxEntries) this.dropOldest();
    const value = load();
    const entry: Entry = { expiresAt: now + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        // Counted once known; a later invalidate or eviction may already have dropped it.
        if (this.entries.get(key) !== entry) return;
        entry.bytes = this.sizeOf(loaded);
        this.totalBytes += entry.bytes;
        this.fitBytes();
      },
      () => {
        // A failed load must not be cached: the next request retries.
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  /** Drops every entry (or those whose key starts with `prefix`). */
  invalidate(prefix?: string): void {
    if (prefix === undefined) {
      this.entries.clear();
      this.totalBytes = 0;
      return;
    }
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  /** Drops the entries that can no longer be answered (expired past the stale window). */
  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt + this.serveStaleMs <= now && !entry.refreshing) this.remove(key);
    }
  }

  /** Stops the sweep timer and empties the cache. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.invalidate();
  }

  private store(key: string, value: Promise<unknown>, loaded: unknown): void {
    this.remove(key);
    const entry: Entry = { expiresAt: Date.now() + this.ttlMs, value, bytes: this.sizeOf(loaded) };
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.fitBytes();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Maps iterate in insertion order: the first key is the oldest entry. */
  private dropOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }

  /** Evicts the oldest entries until the byte bound holds (a value larger than the bound is not kept). */
  private fitBytes(): void {
    while (this.totalBytes > this.maxBytes && this.entries.size > 0) this.dropOldest();
  }
}
