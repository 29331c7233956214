/**
 * Idempotency keys of order creation (docs/decisions.md, Idempotency keys): a key is kept 24
 * hours per customer with the hash of the payload it came with and the answer it got. A replay of
 * the key answers the stored result; the same key with another payload is refused.
 *
 * Two identical requests arriving together are settled by the unique index on (scope, key): the
 * order's transaction writes the key row with its first statement, so the second transaction
 * waits on the first's uncommitted row, finds it once the first commits, and gives up its own
 * order to answer the first one's (see insertClaimingKey). If the first rolls back, its key row
 * vanishes with it and the second proceeds as the only one.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { rowsOf } from './sql-rows.js';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Keys are opaque client text: visible ASCII, as UUIDs and ULIDs are, bounded in length. */
const KEY_SHAPE = /^[\x21-\x7E]{1,255}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** The stable hash of a parsed payload: same meaning, same hash (parsing fixed the key order). */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

export interface StoredKey {
  requestHash: string;
  /** The stored answer, null while the first request is still running. */
  response: unknown;
}

/** The live record of a key, or undefined. */
export async function findKey(db: Executor, scope: string, key: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Rolls back the probe of settledKey when no other request holds the key. */
class KeyIsFree extends Error {}

/**
 * The live record of a key once no request holds it uncommitted: when a twin request is still
 * placing its order under this key, this waits (on the key's unique index) until the twin's
 * transaction ends. A request about to refuse its payload asks this first, so that a replay
 * never answers 422 for an order its twin is placing at that moment.
 */
export async function settledKey(db: Executor, scope: string, key: string): Promise<StoredKey | undefined> {
  try {
    await withTransaction(db, async (tx) => {
      const probe = await rowsOf<{ id: number }>(
        tx,
        sql`insert into idempotency_keys (scope, key, request_hash, expires_at)
            values (${scope}, ${key}, '', now())
            on conflict (scope, key) do nothing
            returning id`,
      );
      // Inserted: nobody holds the key. The probe row is not kept.
      if (probe.length > 0) throw new KeyIsFree();
    });
  } catch (err) {
    if (!(err instanceof KeyIsFree)) throw err;
    return undefined;
  }
  return findKey(db, scope, key);
}

/**
 * Inserts an order and claims its Idempotency-Key with the order's answer, in one statement of
 * the caller's transaction; `insertOrder` is the order's `INSERT … RETURNING id, code`. The key's
 * unique index decides between twins: a second request with the key waits here until the first
 * one's transaction ends, then finds its committed key and gets null (its own order is rolled
 * back with its transaction); if the first rolled back, the second claims the key. An expired
 * key is taken over, and the customer's other expired keys are deleted by the same statement, so
 * the table holds no more than a day of each customer's keys.
 */
export async function insertClaimingKey(
  db: Executor,
  insertOrder: SQLWrapper,
  claim: { scope: string; key: string; requestHash: string },
  now = new Date(),
): Promise<{ id: number; code: string } | null> {
  const { scope, key, requestHash } = claim;
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const [row] = await rowsOf<{ id: number; code: string; claimed: number }>(
    db,
    // The query builder writes an embedded statement in parentheses: `with o as (insert …)`.
    sql`with o as ${insertOrder},
        expired as (
          -- Rows another order of the customer is deleting are left to it: never wait on them.
          delete from idempotency_keys
          where id in (
            select id from idempotency_keys
            where scope = ${scope} and key <> ${key} and expires_at <= now()
            for update skip locked
          )
        ),
        claimed as (
          insert into idempotency_keys as k (scope, key, request_hash, status_code, response, expires_at, created_at)
          select ${scope}, ${key}, ${requestHash}, 200, json_build_object('id', o.id, 'code', o.code)::jsonb,
                 ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          from o
          on conflict (scope, key) do update
            set request_hash = excluded.request_hash, status_code = excluded.status_code,
                response = excluded.response, expires_at = excluded.expires_at,
                created_at = excluded.created_at
            where k.expires_at <= now()
          returning k.id
        )
        select o.id, o.code, (select count(*) from claimed)::int as claimed from o`,
  );
  if (!row) throw new Error('order insert returned no row');
  return Number(row.claimed) > 0 ? { id: Number(row.id), code: row.code } : null;
}
