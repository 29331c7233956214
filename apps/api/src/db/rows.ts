/** The rows of a plain SQL statement, for the few queries the query builder cannot write. */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './transaction.js';

/**
 * Runs a statement and answers its rows on either driver: node-postgres answers a result with
 * `rows`, PGlite's drizzle session may answer the rows themselves.
 */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
