/**
 * Fixed-window request counters in the database (`rate_limit_counters`), shared by every instance
 * behind a load balancer (docs/decisions.md, Stateless instances). http/rate-limit-store.ts adapts
 * them to @fastify/rate-limit.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction.js';
import { rowsOf } from '../db/rows.js';

/**
 * Counts one request against `key` in one atomic upsert, starting a new window of `windowMs` when
 * the old one has ended: the count in the window so far and the milliseconds the window has left.
 */
export async function countRequest(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const [row] = await rowsOf<{ count: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
  );
  return { count: Number(row?.count ?? 1), ttlMs: Math.ceil(Number(row?.ttl ?? windowMs)) };
}

/** Deletes the counters whose window ended more than an hour ago. */
export async function sweepExpiredCounters(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
}
