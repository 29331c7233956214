/**
 * The ORDER BY term of a staff list from its query's `sort` and `order`. The list's query schema
 * has already refused any field outside the list's own columns (validation.sortInvalid); the
 * lookup here is still an own-property one, so a name every object inherits (`__proto__`,
 * `constructor`, `toString`) can never be taken for a column, whatever a later caller passes.
 */
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** A list's sortable columns (or expressions) by the name its query uses. */
export type SortColumns<K extends string> = Readonly<Record<K, AnyColumn | SQL>>;

/** The column of a sort field, or undefined for none or a name that is not the list's own. */
export function sortColumnOf<K extends string>(
  columns: SortColumns<K>,
  sort: K | undefined,
): AnyColumn | SQL | undefined {
  return sort !== undefined && Object.hasOwn(columns, sort) ? columns[sort] : undefined;
}

/** The sort term the query asks for, or undefined when it names none (the list's own order). */
export function sortedBy<K extends string>(
  columns: SortColumns<K>,
  query: { sort?: K | undefined; order: 'asc' | 'desc' },
): SQL | undefined {
  const column = sortColumnOf(columns, query.sort);
  if (column === undefined) return undefined;
  return query.order === 'desc' ? desc(column) : asc(column);
}
