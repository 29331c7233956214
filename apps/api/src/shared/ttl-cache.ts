/**
 * The in-process cache for data that every page asks for and staff rarely change (settings,
 * category tree, home page), for public answers and for rendered pages: lru-cache, set up the way
 * the shop uses it. Entries expire after `ttlMs` so several instances behind a load balancer
 * converge quickly; writers in this process call `invalidate()` to see their change at once.
 * Concurrent misses share one loader call, so a cold cache under load runs the queries once.
 */
import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  /** Bounds memory when keys come from user input (query strings). */
  maxEntries?: number;
  /**
   * An entry expired for less than this is still answered while one background load refreshes
   * it, so hot keys never make a burst of requests wait for the database.
   */
  serveStaleMs?: number;
  /**
   * Upper bound of the summed `sizeOf` of the cached values: the least recently used entries are
   * dropped to stay under it, so a flood of distinct keys (searches) cannot grow the heap without
   * limit. A value larger than the bound is answered but not kept.
   */
  maxBytes?: number;
  /** Size of a loaded value in bytes; defaults to a Buffer's or string's length, else 0. */
  sizeOf?: (value: unknown) => number;
  /**
   * Every this many milliseconds the entries that can no longer be answered are dropped by a
   * timer (unref'd, so it never keeps the process alive; `close()` stops it).
   */
  sweepIntervalMs?: number;
}

/** Loaded values are boxed: lru-cache cannot hold `undefined`, which is a cacheable answer (a 404). */
interface Box {
  value: unknown;
}

type Load = () => Promise<unknown>;

function defaultSizeOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return Buffer.byteLength(value);
  return 0;
}

export class TtlCache {
  /** Undefined when caching is off (`ttlMs` 0): every call loads. */
  private readonly lru: LRUCache<string, Box, Load> | undefined;
  private readonly serveStaleMs: number;
  /**
   * Keys whose load is running. lru-cache's key listing skips them, but a prefix invalidation must
   * drop them too, or a load that read the database before a write would be kept after it.
   */
  private readonly loading = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** Told of every lookup whether it found an entry (the instance's metrics count them). */
  onLookup: ((hit: boolean) => void) | undefined;

  constructor(ttlMs: number, options: TtlCacheOptions = {}) {
    this.serveStaleMs = Math.max(0, Math.ceil(options.serveStaleMs ?? 0));
    if (ttlMs <= 0) return;
    const sizeOf = options.sizeOf ?? defaultSizeOf;
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.lru = new LRUCache<string, Box, Load>({
      max: options.maxEntries ?? 10_000,
      // An entry lives while it can be answered: fresh for ttlMs, then stale for serveStaleMs.
      ttl: Math.ceil(ttlMs) + this.serveStaleMs,
      // Date.now, as the rest of the server (and fake timers in tests) read the time; no
      // resolution timer left pending after each read.
      perf: Date,
      ttlResolution: 0,
      ...(Number.isFinite(maxBytes) && {
        maxSize: Math.max(1, Math.floor(maxBytes)),
        // lru-cache wants a positive size; an empty answer still takes an entry.
        sizeCalculation: (box: Box) => Math.max(1, sizeOf(box.value)),
      }),
      // An invalidation or eviction during a load drops the entry, yet its callers still get the
      // loaded value (not an abort error), and the value is not stored.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { context }) => {
        this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
        try {
          return { value: await context() };
        } finally {
          const left = (this.loading.get(key) ?? 1) - 1;
          if (left > 0) this.loading.set(key, left);
          else this.loading.delete(key);
        }
      },
    });
    if (options.sweepIntervalMs && options.sweepIntervalMs > 0) {
      const lru = this.lru;
      this.timer = setInterval(() => lru.purgeStale(), options.sweepIntervalMs);
      this.timer.unref();
    }
  }

  /** Entries held (loading ones included). */
  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** Summed size of the values held, when the cache is bounded by bytes. */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.lru) return load();
    // The last serveStaleMs of an entry's life is its stale window: answered at once while one
    // refresh runs (lru-cache shares the refresh between callers and answers them the old value).
    const left = this.lru.getRemainingTTL(key);
    this.onLookup?.(left > 0);
    const stale = left > 0 && left <= this.serveStaleMs;
    const box = await this.lru.fetch(key, { context: load, forceRefresh: stale, allowStale: stale });
    return box!.value as T;
  }

  /** Drops every entry (or those whose key starts with `prefix`). */
  invalidate(prefix?: string): void {
    if (!this.lru) return;
    if (prefix === undefined) {
      this.lru.clear();
      return;
    }
    for (const key of [...this.lru.keys(), ...this.loading.keys()]) {
      if (key.startsWith(prefix)) this.lru.delete(key);
    }
  }

  /** Stops the sweep timer and empties the cache. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.invalidate();
  }
}
