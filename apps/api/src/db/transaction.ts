/**
 * Executors and transactions. A service receives an executor: the database itself or a transaction
 * opened by its caller, so several service writes can commit or roll back together (an order and
 * its lines, stock and payment). Drizzle's transaction is itself a database object, so a service
 * written against `Executor` runs unchanged in either.
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Schema } from './client.js';

export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where a service runs its statements: the database or an open transaction. */
export type Executor = Db | Transaction;

/**
 * Runs `work` in one transaction on either driver (PGlite or node-postgres): it commits when `work`
 * resolves and rolls back when it throws (the error is rethrown). Called with a transaction it
 * opens a savepoint, so a service may wrap its own writes whether or not its caller already did.
 */
export function withTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return (db as Db).transaction(work);
}
