/**
 * Idempotency keys of order creation (docs/decisions.md, Idempotency keys): a key is kept 24
 * hours per customer with the hash of the payload it came with and the answer it got. A replay of
 * the key answers the stored result; the same key with another payload is refused.
 *
 * Two identical requests arriving together are settled by the unique index on (scope, key): the
 * order's transaction inserts the key row first, so the second transaction waits on the first's
 * uncommitted row, finds it once the first commits, and gives up its own order to answer the
 * first one's (see claimKey). If the first rolls back, its key row vanishes with it and the second
 * proceeds as the only one.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
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

/**
 * The live record of a key, or undefined. The customer's expired keys are deleted in the same
 * statement, so the table never holds more than a day of each customer's keys.
 */
export async function findKey(db: Executor, scope: string, key: string): Promise<StoredKey | undefined> {
  const rows = await rowsOf<{ request_hash: string; response: unknown }>(
    db,
    sql`with expired as (
          delete from ${idempotencyKeys} where scope = ${scope} and expires_at <= now()
        )
        select request_hash, response from ${idempotencyKeys}
        where scope = ${scope} and key = ${key} and expires_at > now()`,
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, response: row.response } : undefined;
}

/**
 * Inserts the key's row in the caller's transaction, before anything else of the order is
 * written. True when this request owns the key. False when a live row exists: a concurrent twin
 * committed it first (this call waited for it on the unique index). An expired row is taken over.
 */
export async function claimKey(
  db: Executor,
  scope: string,
  key: string,
  requestHash: string,
  now = new Date(),
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const rows = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, response: null, statusCode: null, expiresAt, createdAt: now },
      setWhere: sql`${idempotencyKeys.expiresAt} <= now()`,
    })
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** Stores the answer of the request that owns the key (same transaction as the order). */
export async function storeKeyResponse(
  db: Executor,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
