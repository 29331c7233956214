/**
 * A @fastify/rate-limit store that keeps fixed-window counters in the database
 * (`rate_limit_counters`), so every instance behind a load balancer counts the same client
 * together (docs/decisions.md, Stateless instances); with REDIS_URL set, the plugin's Redis store is used instead.
 * One atomic upsert per limited request: it starts a new window when the old one has ended.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** How often (in limited requests) expired counters are swept. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    /** The plugin passes the route's window as a third argument (its type declaration omits it). */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow ?? 60_000));
      db.execute(
        sql`insert into rate_limit_counters as c (key, count, reset_at)
            values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when c.reset_at <= now() then 1 else c.count + 1 end,
              reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
            returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
      )
        .then((result) => {
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
            count: number;
            ttl: number;
          }[];
          const row = rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.ceil(Number(row?.ttl ?? windowMs)) });
          if (++calls % SWEEP_EVERY === 0) {
            db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`).catch(
              () => {},
            );
          }
        })
        .catch((err: Error) => callback(err));
    }

    /** Per-route stores share the table; routes name their counters with `groupId`. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
