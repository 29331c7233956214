/**
 * The in-process cache behind settings, the response micro-cache and the page cache: lru-cache as
 * the shop sets it up (a stale window, byte bounds, prefix invalidation, loads shared by callers).
 */
import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../src/shared/ttl-cache.js';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and reuses it until expiry', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(1000);
      const load = vi.fn(async () => 'v');
      await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an undefined answer (a 404) like any other', async () => {
    const cache = new TtlCache(1000);
    const load = vi.fn(async () => undefined);
    expect(await cache.get('k', load)).toBeUndefined();
    expect(await cache.get('k', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures, and 0 disables caching', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    const off = new TtlCache(0);
    const load = vi.fn(async () => 1);
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a just-expired value while one background load refreshes it', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(1000, { maxEntries: 10, serveStaleMs: 1000 });
      expect(await cache.get('k', async () => 'old')).toBe('old');
      vi.advanceTimersByTime(1500);
      const refresh = vi.fn(async () => 'new');
      const burst = await Promise.all([
        cache.get('k', refresh),
        cache.get('k', refresh),
        cache.get('k', refresh),
      ]);
      expect(burst).toEqual(['old', 'old', 'old']);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(await cache.get('k', refresh)).toBe('new');
      // Long expired: loaded again before answering.
      vi.advanceTimersByTime(5000);
      expect(await cache.get('k', async () => 'newest')).toBe('newest');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within maxEntries and invalidates by prefix', async () => {
    const cache = new TtlCache(60_000, { maxEntries: 2 });
    const load = vi.fn(async () => 1);
    await cache.get('a:1', load);
    await cache.get('a:2', load);
    await cache.get('b:1', load);
    await cache.get('a:1', load); // evicted as the oldest
    expect(load).toHaveBeenCalledTimes(4);
    cache.invalidate('b:');
    await cache.get('b:1', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('drops a load still running when its prefix is invalidated, and still answers its callers', async () => {
    const cache = new TtlCache(60_000);
    let finish: (value: string) => void = () => {};
    const first = cache.get('a:1', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate('a:');
    finish('read before the write');
    expect(await first).toBe('read before the write');
    expect(await cache.get('a:1', async () => 'read after the write')).toBe('read after the write');
  });

  it('stays within maxBytes by dropping the oldest answers, and drops a value larger than the bound', async () => {
    const cache = new TtlCache(60_000, { maxBytes: 1000 });
    for (let i = 0; i < 10; i += 1) await cache.get(`k${i}`, async () => Buffer.alloc(300));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(3);
    const load = vi.fn(async () => Buffer.alloc(300));
    await cache.get('k9', load); // newest: still cached
    expect(load).not.toHaveBeenCalled();
    await cache.get('k0', load); // oldest: evicted
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('huge', async () => Buffer.alloc(5000));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    cache.invalidate();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('sweeps expired entries on a timer, and close() stops it', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(1000, { sweepIntervalMs: 5000, maxBytes: 1000 });
      await cache.get('a', async () => 'x'.repeat(10));
      await cache.get('b', async () => 'y'.repeat(10));
      expect(cache.bytes).toBe(20);
      vi.advanceTimersByTime(5001);
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
      expect(vi.getTimerCount()).toBe(1);
      cache.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
