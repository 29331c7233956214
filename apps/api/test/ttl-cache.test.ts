/** The in-process cache behind settings and the response micro-cache. */
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
      const cache = new TtlCache(1000, 10, 1000);
      expect(await cache.get('k', async () => 'old')).toBe('old');
      vi.advanceTimersByTime(1500);
      const refresh = vi.fn(async () => 'new');
      const burst = await Promise.all([cache.get('k', refresh), cache.get('k', refresh), cache.get('k', refresh)]);
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
    const cache = new TtlCache(60_000, 2);
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
});
