/** Bulk writing helpers of the seed: batched inserts, index suspension and sequence reset. */
import { count, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { rowsOf } from '../rows.js';
import * as s from '../schema.js';

export type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Rows per INSERT statement. */
const BATCH = 2000;

/**
 * Inserts rows in large batches. Each batch is one statement with a single JSON parameter expanded
 * by `json_populate_recordset` into the table's row type: far cheaper than thousands of bound
 * parameters, on PGlite especially.
 */
export async function insertBatched(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const { name } = getTableConfig(table);
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) => rows[0]![k] !== undefined);
  const dbNames = keys.map((k) => columns[k]!.name);
  const list = sql.join(
    dbNames.map((n) => sql.identifier(n)),
    sql.raw(', '),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        const v = row[k];
        out[dbNames[j]!] = v instanceof Date ? v.toISOString() : v;
      });
      return out;
    });
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * For big catalogues the products' trigram index is dropped during the bulk insert and rebuilt
 * afterwards from its own stored definition (building a GIN index once is much faster than
 * updating it row by row). Returns a function that restores it.
 */
export async function suspendIndex(tx: Tx, indexName: string): Promise<() => Promise<void>> {
  const [index] = await rowsOf<{ indexdef: string }>(
    tx,
    sql`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ${indexName}`,
  );
  const def = index?.indexdef;
  if (!def) return async () => {};
  await tx.execute(sql`DROP INDEX ${sql.identifier(indexName)}`);
  return async () => {
    await tx.execute(sql.raw(def));
  };
}

const SERIAL_TABLES = [
  'categories',
  'products',
  'product_photos',
  'colors',
  'product_colors',
  'product_sizes',
  'price_tiers',
  'customers',
  'countries',
  'cities',
  'areas',
  'addresses',
  'coupons',
  'reviews',
  'staff_users',
  'home_sections',
  'intro_slides',
  'sponsors',
  'blog_categories',
  'blog_posts',
  'about_vision_items',
];

/** Moves every serial sequence past the explicit ids the seed wrote. */
export async function resetSequences(tx: Tx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 1), (SELECT MAX(id) FROM "${table}") IS NOT NULL)`,
      ),
    );
  }
}

/** The seed's emptiness test: a database with any category already holds a shop. */
export async function hasCategories(db: Database['db'] | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.categories);
  return (row?.n ?? 0) > 0;
}
