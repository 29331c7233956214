/**
 * What the admin's catalogue services share: lists of small tables paged in memory, writes that
 * carry their audit entry in the same transaction, and foreign-key violations read as field errors.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminList } from '@shop/contract';
import { normaliseSearch, type ValidationKey } from '@shop/domain';
import { withTransaction, type Executor, type Transaction } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import type { MessageKey } from '../../shared/i18n.js';
import { recordAudit, type StaffActor } from '../audit.js';
import { MAX_DB_INT } from '../products.js';
import { violatedForeignKey } from '../sql-rows.js';
import { rowsOf } from '../../db/rows.js';

export type { StaffActor };

/** A key of the API's or the domain's messages, as a field error names it. */
export type ErrorKey = MessageKey | ValidationKey;

export interface ListQuery<S extends string> {
  page: number;
  per_page: number;
  q?: string | undefined;
  /** Only these records (adminIdsFilter); ids that name none are simply absent. */
  ids?: number[] | undefined;
  sort: S;
  order: 'asc' | 'desc';
}

const collators = {
  ar: new Intl.Collator('ar', { numeric: true, sensitivity: 'base' }),
  en: new Intl.Collator('en', { numeric: true, sensitivity: 'base' }),
};

/**
 * A page of a small table (categories, colours, sizes: tens of rows) that was read whole: the rows
 * named by `ids` when it is given, whose names hold the search (compared through normaliseSearch,
 * so أ/ا, ة/ه, case and diacritics do not matter, as in the storefront's search), sorted by `sort`
 * (text with the language's collation, numbers by value; ties by id), then cut to the page.
 */
export function pageInMemory<R extends { id: number }, S extends string>(
  rows: readonly R[],
  query: ListQuery<S>,
  options: {
    searchable: (row: R) => string[];
    sortValue: (row: R, sort: S) => string | number;
    arabic?: S[];
  },
): AdminList<R> {
  const needle = query.q === undefined ? '' : normaliseSearch(query.q);
  const wanted = query.ids ? new Set(query.ids) : undefined;
  const named = wanted ? rows.filter((row) => wanted.has(row.id)) : rows;
  const matching =
    needle === ''
      ? [...named]
      : named.filter((row) => options.searchable(row).some((text) => normaliseSearch(text).includes(needle)));
  const collator = options.arabic?.includes(query.sort) ? collators.ar : collators.en;
  const sign = query.order === 'desc' ? -1 : 1;
  matching.sort((a, b) => {
    const x = options.sortValue(a, query.sort);
    const y = options.sortValue(b, query.sort);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * (order !== 0 ? order : a.id - b.id);
  });
  const offset = (query.page - 1) * query.per_page;
  return { data: matching.slice(offset, offset + query.per_page), total: matching.length };
}

/**
 * How many rows of `table` name each id of `column`: one grouped scan instead of a count per row
 * (the product tables have no index on their colour and size columns). A product names a colour
 * or a size once (saves refuse repeats), so rows are products.
 */
export async function countsBy(db: Executor, table: PgTable, column: PgColumn): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; n: number }>(
    db,
    sql`select ${column} as id, count(*)::int as n from ${table} where ${column} is not null group by ${column}`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Foreign keys whose violation is a field error: constraint name → the field and its message. */
export type ForeignKeyErrors = Record<string, { field: string; key: ErrorKey }>;

/**
 * Runs `work` and turns a foreign-key violation it meets into a 422 on the matching field: a row
 * deleted by someone else between our check and our write (a colour removed while a product
 * using it is saved), or a delete that a restricting key refuses.
 */
export async function withForeignKeyErrors<T>(keys: ForeignKeyErrors, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = violatedForeignKey(err, Object.keys(keys));
    const known = constraint === undefined ? undefined : keys[constraint];
    if (known) throw new FieldErrors({ [known.field]: [known.key] });
    throw err;
  }
}

/** A kind of record that staff edit, as the audit log names it and as its screens show it. */
export interface AuditedEntity<R> {
  /** The audit log's `entity`: category, color, size, product. */
  entity: string;
  /** The 404 of an id that does not exist. */
  notFound: ErrorKey;
  /** The record as answered and audited; undefined when it does not exist. */
  read(db: Executor, id: number): Promise<R | undefined>;
  /** Takes the row's lock, so two changes of one record are audited one after the other. */
  lock(tx: Transaction, id: number): Promise<void>;
  foreignKeys?: ForeignKeyErrors;
}

/**
 * What a write answers: the record's id, or the record as it now is when the write already knows
 * it (a product save assembles it from what it wrote, which spares a read of the whole product).
 */
export type Written<R> = number | { record: R & { id: number } };

async function recordOf<R>(
  tx: Transaction,
  kind: AuditedEntity<R>,
  written: Written<R>,
): Promise<R & { id: number }> {
  return typeof written === 'number'
    ? ((await readOrFail(tx, kind, written)) as R & { id: number })
    : written.record;
}

/** Creates a record with `insert` and audits it, in one transaction. */
export function createAudited<R>(
  db: Executor,
  actor: StaffActor,
  kind: AuditedEntity<R>,
  insert: (tx: Transaction) => Promise<Written<R>>,
): Promise<R> {
  return withForeignKeyErrors(kind.foreignKeys ?? {}, () =>
    withTransaction(db, async (tx) => {
      const after = await recordOf(tx, kind, await insert(tx));
      await recordAudit(tx, actor, {
        action: 'create',
        entity: kind.entity,
        entityId: after.id,
        before: null,
        after,
      });
      return after;
    }),
  );
}

/**
 * Changes a record with `change` (given the record before) and audits before and after, in one
 * transaction. `change` may answer false when there is nothing to change: then nothing is
 * written, not even an audit entry.
 */
export function updateAudited<R>(
  db: Executor,
  actor: StaffActor,
  kind: AuditedEntity<R>,
  id: number,
  change: (tx: Transaction, before: R) => Promise<Written<R> | false | void>,
): Promise<R> {
  return withForeignKeyErrors(kind.foreignKeys ?? {}, () =>
    withTransaction(db, async (tx) => {
      await kind.lock(tx, id);
      const before = await readOrFail(tx, kind, id);
      const written = await change(tx, before);
      if (written === false) return before;
      const after = await recordOf(tx, kind, written ?? id);
      await recordAudit(tx, actor, { action: 'update', entity: kind.entity, entityId: id, before, after });
      return after;
    }),
  );
}

/** Deletes a record with `remove` (given the record, to refuse with a field error) and audits it. */
export function deleteAudited<R>(
  db: Executor,
  actor: StaffActor,
  kind: AuditedEntity<R>,
  id: number,
  remove: (tx: Transaction, before: R) => Promise<void>,
): Promise<R> {
  return withForeignKeyErrors(kind.foreignKeys ?? {}, () =>
    withTransaction(db, async (tx) => {
      await kind.lock(tx, id);
      const before = await readOrFail(tx, kind, id);
      await remove(tx, before);
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: kind.entity,
        entityId: id,
        before,
        after: null,
      });
      return before;
    }),
  );
}

/** The record, or a 404. */
export async function readOrFail<R>(db: Executor, kind: AuditedEntity<R>, id: number): Promise<R> {
  const row = isDatabaseId(id) ? await kind.read(db, id) : undefined;
  if (row === undefined) throw new NotFoundError(kind.notFound);
  return row;
}

/**
 * The names a product's search text is built from (its category's and ancestors', its colours')
 * change under this lock, held to the end of the transaction: category and colour changes take it
 * exclusive, product saves shared. A product saved while its category is renamed would otherwise
 * read the old name and commit after the rename rewrote its category's products, keeping the old
 * name in its search text. Always taken before any row lock, so the two cannot deadlock.
 */
export async function lockCatalogueNames(tx: Transaction, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext('catalogue:names'))`
      : sql`select pg_advisory_xact_lock(hashtext('catalogue:names'))`,
  );
}

/**
 * Field errors (`catalogue.nameTaken`) for names another record of `table` already has, compared
 * without case or outer spaces ("m" beside "M", "Navy" beside "navy "): staff picking a size or a
 * colour for a product could not tell the two apart. Call it under
 * lockCatalogueNames('exclusive'), so two writers of one new name cannot both pass. `id` is the
 * record being changed (null for a new one).
 */
export async function refuseTakenNames(
  tx: Transaction,
  table: PgTable,
  id: number | null,
  names: Record<string, { column: PgColumn; value: string }>,
): Promise<void> {
  const fields: Record<string, ErrorKey[]> = {};
  for (const [field, { column, value }] of Object.entries(names)) {
    const other = id === null ? sql`` : sql` and id <> ${id}`;
    const taken = await rowsOf(
      tx,
      sql`select 1 from ${table} where lower(btrim(${column})) = lower(btrim(${value}))${other} limit 1`,
    );
    if (taken.length > 0) fields[field] = ['catalogue.nameTaken'];
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

/** True for an id a PostgreSQL `integer` key can hold: any other id names no row. */
export function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_DB_INT;
}

/**
 * Row lock of `id` in `table` (an id outside the integer range locks nothing). FOR NO KEY UPDATE:
 * ids never change, and the weaker lock lets other transactions' foreign-key checks on the row
 * through (a product saved into a category being renamed), which FOR UPDATE would block, ready
 * to deadlock with the rename's own writes to those products.
 */
export async function lockRow(tx: Transaction, table: PgTable, id: number): Promise<void> {
  if (!isDatabaseId(id)) return;
  await tx.execute(sql`select 1 from ${table} where id = ${id} for no key update`);
}
