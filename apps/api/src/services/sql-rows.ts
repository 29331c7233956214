/** SQL helpers of the services: PostgreSQL's constraint errors, ILIKE patterns, pages of ids. */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/transaction.js';

/**
 * The name of the constraint a PostgreSQL error of `code` hit, or undefined for any other error.
 * Drizzle wraps the driver's error, so causes are read too; a driver that does not name the
 * constraint has it read from the message (`known` lists the names to look for).
 */
function violatedConstraint(err: unknown, code: string, known: readonly string[]): string | undefined {
  const e = postgresErrorOf(err, code);
  if (!e) return undefined;
  if (typeof e.constraint === 'string') return e.constraint;
  const message = (e as Error).message ?? '';
  return known.find((name) => message.includes(name));
}

/** The PostgreSQL error of `code` among `err` and its causes (Drizzle wraps the driver's). */
function postgresErrorOf(err: unknown, code: string): { constraint?: unknown } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === code) return e as { constraint?: unknown };
  }
  return undefined;
}

/** True for any foreign-key violation (23503), whichever key it names. */
export function isForeignKeyViolation(err: unknown): boolean {
  return postgresErrorOf(err, '23503') !== undefined;
}

/** The unique index a unique violation (23505) hit, or undefined for any other error. */
export function violatedUniqueIndex(err: unknown, known: readonly string[]): string | undefined {
  return violatedConstraint(err, '23505', known);
}

/**
 * The foreign key a foreign-key violation (23503) hit: a row naming a parent that does not exist
 * (any more), or a delete of a parent that restricted children still name. Undefined otherwise.
 */
export function violatedForeignKey(err: unknown, known: readonly string[]): string | undefined {
  return violatedConstraint(err, '23503', known);
}

/** True when `err` is a unique violation of the index `name`. */
export function isUniqueViolationOf(err: unknown, name: string): boolean {
  return violatedUniqueIndex(err, [name]) === name;
}

/** `%text%` for ILIKE: the text found anywhere, with the pattern's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids of one page of a list (filtered by `where`, in `order`), as a subquery named `page` to
 * join the list's table to: the per-row work of the list (joins, counts) is then done for the
 * page's rows only, not for every row an OFFSET skips.
 */
export function pageOfIds(
  db: Executor,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[] | (SQL | PgColumn)[],
  query: { page: number; per_page: number },
) {
  return db
    .select({ id })
    .from(id.table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('page');
}
