/**
 * Rows handed to PostgreSQL as one JSON parameter, for statements that insert several tables at
 * once with data-modifying CTEs (`insert … select … from <row>`), which the query builder's
 * `values()` cannot write. The row's keys are the table's own property names, as in `values()`.
 */
import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';

export interface JsonRow {
  /** `(col_a, col_b, …)`: the columns given, for `insert into table (…)`. */
  columns: SQL;
  /** `r.col_a, r.col_b, …`: the same columns read from the row, aliased `alias`. */
  fields: SQL;
  /** `json_populate_record(null::table, $json) as alias`: the row as a FROM item. */
  source: SQL;
}

/**
 * One row of `table` as a FROM item. Only keys that are set are written, so columns left out
 * take their defaults. Dates travel as ISO text and JSON columns as nested JSON, both of which
 * PostgreSQL reads back into the column's type.
 */
export function jsonRow<T extends Table>(
  table: T,
  values: Partial<Record<keyof T['_']['columns'], unknown>>,
  alias = 'r',
): JsonRow {
  const columns = getTableColumns(table);
  const names: string[] = [];
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    if (value === undefined) continue;
    names.push(column.name);
    row[column.name] = value;
  }
  const as = sql.identifier(alias);
  return {
    columns: sql`(${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})`,
    fields: sql.join(
      names.map((n) => sql`${as}.${sql.identifier(n)}`),
      sql`, `,
    ),
    source: sql`json_populate_record(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(row)}::json) as ${as}`,
  };
}
