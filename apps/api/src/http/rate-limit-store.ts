/**
 * A @fastify/rate-limit store that keeps fixed-window counters in the database
 * (`rate_limit_counters`), so every instance behind a load balancer counts the same client
 * together (docs/decisions.md, Stateless instances). With REDIS_URL set, counters live in Redis,
 * and the database counts whenever Redis cannot answer: a Redis outage never turns sign-in,
 * checkout or the contact form into errors, and never switches the limits off.
 * One atomic upsert per limited request (services/rate-limit-counters.ts).
 */
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { countRequest, sweepExpiredCounters } from '../services/rate-limit-counters.js';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** How often (in limited requests) expired counters are swept. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    /** The plugin passes the route's window as a third argument (its type declaration omits it). */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow ?? 60_000));
      countRequest(db, key, windowMs)
        .then(({ count, ttlMs }) => {
          callback(null, { current: count, ttl: ttlMs });
          if (++calls % SWEEP_EVERY === 0) sweepExpiredCounters(db).catch(() => {});
        })
        .catch((err: Error) => callback(err));
    }

    /** Per-route stores share the table; routes name their counters with `groupId`. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/**
 * One fixed window per key in Redis: the count and the time left, in one atomic script (a key
 * whose expiry was lost gets the window again rather than living forever).
 */
const REDIS_WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

/** Counters in Redis, falling back to the database store while Redis fails. */
export function redisRateLimitStore(redis: Redis, db: Db, log: { warn(obj: object, msg: string): void }) {
  const Fallback = databaseRateLimitStore(db);
  const fallback = new Fallback();
  let falling = false;
  return class RedisRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow ?? 60_000));
      (redis.eval(REDIS_WINDOW_SCRIPT, 1, `rate-limit:${key}`, windowMs) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          if (falling) log.warn({}, 'rate limits: counting in Redis again');
          falling = false;
          callback(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) });
        },
        (err: unknown) => {
          if (!falling) {
            log.warn(
              { error: (err as Error)?.message ?? String(err) },
              'rate limits: Redis failed, counting in the database',
            );
          }
          falling = true;
          fallback.incr(key, callback, windowMs);
        },
      );
    }

    child(): RedisRateLimitStore {
      return this;
    }
  };
}
