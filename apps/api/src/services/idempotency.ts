/**
 * Idempotency keys of order creation (docs/decisions.md, Idempotency keys): a key is kept 24
 * hours per customer with the hash of the payload it came with and the answer it got. A replay of
 * the key answers the stored result; the same key with another payload is refused.
 *
 * Two identical requests arriving together are settled by the unique index on (scope, key): the
 * order's statement writes the key row with the order, so the second statement waits on the
 * first's uncommitted row, fails on it once the first commits, and the second request answers the
 * first one's order (see keyClaimInsert). If the first rolls back, its key row vanishes with it
 * and the second proceeds as the only one.
 */
import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@shop/contract';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { isUniqueViolationOf } from './sql-rows.js';
import { rowsOf } from '../db/rows.js';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function isValidIdempotencyKey(key: string): boolean {
  return idempotencyKeySchema.safeParse(key).success;
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
 * The key's claim, as a data-modifying CTE of the order's statement: `insert … select … from
 * ${gate}` writes the key with the order's answer when the gate yields a row. It is a plain insert
 * on purpose: the key's unique index decides between twins. A second request with the key waits
 * here until the first one's statement ends, then fails on the index (isKeyClash) when the first
 * committed, which rolls its whole statement back (its order included); if the first rolled back,
 * the second claims the key. A clash with an expired key is settled by releaseExpiredKey and a
 * retry.
 */
export function keyClaimInsert(
  claim: { scope: string; key: string; requestHash: string },
  answer: { id: number; code: string },
  gate: SQL,
  now = new Date(),
): SQL {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  return sql`insert into idempotency_keys (scope, key, request_hash, status_code, response, expires_at, created_at)
    select ${claim.scope}, ${claim.key}, ${claim.requestHash}, 200, ${JSON.stringify(answer)}::jsonb,
           ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${gate}
    returning id`;
}

/**
 * Deletes the scope's expired keys other than `key`, as a CTE of the order's statement, so the
 * table holds no more than a day of each customer's keys. Rows another order of the customer is
 * deleting are left to it: never wait on them.
 */
export function expiredKeysDelete(scope: string, key: string): SQL {
  return sql`delete from idempotency_keys
    where id in (
      select id from idempotency_keys
      where scope = ${scope} and key <> ${key} and expires_at <= now()
      for update skip locked
    )`;
}

/** The claim of a key: who keys (scope), the key, and the hash of the payload it came with. */
export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * Claims a key inside the transaction that does the work, before the work: a twin request with
 * the key waits here until this transaction ends, then fails on the key's unique index
 * (isKeyClash) and answers what this one stored with `answerKey`.
 */
export async function claimKey(tx: Executor, claim: KeyClaim, now = new Date()): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    scope: claim.scope,
    key: claim.key,
    requestHash: claim.requestHash,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    createdAt: now,
  });
}

/** Stores the answer of the work a claimed key did, in the same transaction. */
export async function answerKey(tx: Executor, claim: KeyClaim, answer: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: answer })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

/** True when `err` is the key's unique index refusing a second claim of a key. */
export function isKeyClash(err: unknown): boolean {
  return isUniqueViolationOf(err, 'idempotency_keys_scope_key_uq');
}

/** Deletes the key's record once it has expired, so that the key can be claimed anew. */
export async function releaseExpiredKey(db: Executor, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        lte(idempotencyKeys.expiresAt, sql`now()`),
      ),
    );
}
