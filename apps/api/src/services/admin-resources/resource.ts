/**
 * What every plain admin resource answers (a page of rows with their number, one record, and the
 * changes staff may make), and one implementation for resources that are one table: search by
 * ILIKE over a few columns, the list's own sort columns, filters from the query, and changes
 * written with their audit entry in one transaction. A change that other rows forbid (a delete of
 * a record still in use, a duplicate of a unique value) answers a field error, never a 500.
 */
import { and, asc, count, eq, ilike, inArray, like as likeOp, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminResourceName, adminResources } from '@shop/contract';
import type { AdminListQuery } from '@shop/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import type { MessageKey } from '../../shared/i18n.js';
import { recordAudit, type StaffActor } from '../audit.js';
import { sortedBy, type SortColumns } from '../list-sort.js';
import { MAX_DB_INT } from '../products.js';
import { containsPattern, isForeignKeyViolation, violatedUniqueIndex } from '../sql-rows.js';

export interface ResourceService<Row, Detail, Query, Create, Update> {
  list(db: Executor, query: Query): Promise<{ data: Row[]; total: number }>;
  get(db: Executor, id: number): Promise<Detail | undefined>;
  create?(db: Executor, actor: StaffActor, input: Create): Promise<Detail>;
  update?(db: Executor, actor: StaffActor, id: number, input: Update): Promise<Detail>;
  remove?(db: Executor, actor: StaffActor, id: number): Promise<Detail>;
}

/** A table with a serial `id`. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * A staff list's query: the common paging and search, one of the list's own sort fields, and the
 * ids filter where the list's schema has one (adminIdsFilter).
 */
export type ListQuery = Omit<AdminListQuery, 'sort'> & {
  sort?: string | undefined;
  ids?: number[] | undefined;
};

/** The parsed list query of a resource of the contract. */
export type ResourceQuery<K extends AdminResourceName> = z.output<
  (typeof adminResources)[K]['list']['query']
>;

/** The sort fields a list's query accepts. */
export type SortKey<Query extends ListQuery> = NonNullable<Query['sort']>;

export interface TableResourceOptions<T extends TableWithId, Row, Query extends ListQuery, Input> {
  table: T;
  /** The audit log's name of a record. */
  entity: string;
  notFound: MessageKey;
  answer(row: T['$inferSelect']): Row;
  /** One record, when it says more than its row in the list. */
  detail?(row: T['$inferSelect']): Row;
  /** The columns a create or update writes. */
  values?(input: Input): Partial<T['$inferInsert']>;
  /** Columns searched by `q` whatever their letter case. */
  search: PgColumn[];
  /**
   * Columns searched by `q` whose text is stored without capitals (emails, digits): LIKE on the
   * lower-cased term finds what ILIKE would, several times faster on each row it reads.
   */
  searchLowerCase?: PgColumn[];
  /**
   * The columns of the query's sort fields, by the name the query uses (id is always one): typed
   * from the list's query schema, so a field the schema accepts always has its column.
   */
  sorts: SortColumns<Exclude<SortKey<Query>, 'id'>>;
  /** Default order when the query names none. */
  defaultOrder?: SQL[];
  filters?(query: Query): (SQL | undefined)[];
  /** Rules across rows (the parent exists…): throws FieldErrors. */
  check?(db: Executor, input: Input, id?: number): Promise<void>;
  /** Unique indexes of the table → the field and message of a duplicate. */
  unique?: Record<string, { field: string; key: MessageKey }>;
  /** The message of a delete refused because other rows still use the record. */
  inUse?: MessageKey;
  /**
   * Rows that would be deleted with the record (a country's cities): a delete is refused while any
   * exists, so staff never lose more than the one record they chose.
   */
  children?: { column: PgColumn; key: MessageKey }[];
}

export function tableResource<T extends TableWithId, Row, Query extends ListQuery, Input>(
  options: TableResourceOptions<T, Row, Query, Input>,
): Required<ResourceService<Row, Row, Query, Input, Input>> {
  const { table, entity } = options;
  const idColumn = table.id;
  const byId = (id: number) => eq(idColumn, id);

  const mapWriteError = (err: unknown): never => {
    const unique = options.unique ?? {};
    const index = violatedUniqueIndex(err, Object.keys(unique));
    const known = index === undefined ? undefined : unique[index];
    if (known) throw new FieldErrors({ [known.field]: [known.key] });
    throw err;
  };

  async function rowOf(db: Executor, id: number): Promise<T['$inferSelect'] | undefined> {
    if (id > MAX_DB_INT) return undefined;
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(byId(id))
      .limit(1);
    return row as T['$inferSelect'] | undefined;
  }

  async function mustRow(db: Executor, id: number): Promise<T['$inferSelect']> {
    const row = await rowOf(db, id);
    if (!row) throw new NotFoundError(options.notFound);
    return row;
  }

  const valuesOf = (input: Input) => {
    if (!options.values) throw new Error(`${entity} has no writable values`);
    return options.values(input);
  };

  return {
    async list(db, query) {
      const conditions = [...(options.filters?.(query) ?? [])];
      if (query.ids) conditions.push(inArray(idColumn, query.ids));
      if (query.q) {
        const like = containsPattern(query.q);
        const lowerLike = containsPattern(query.q.toLowerCase());
        conditions.push(
          or(
            ...options.search.map((column) => ilike(column, like)),
            ...(options.searchLowerCase ?? []).map((column) => likeOp(column, lowerLike)),
          ),
        );
      }
      const where = and(...conditions);
      const columns = { ...options.sorts, id: idColumn } as SortColumns<SortKey<Query>>;
      const sorted = sortedBy(columns, query as { sort?: SortKey<Query>; order: 'asc' | 'desc' });
      const order = sorted ? [sorted, asc(idColumn)] : (options.defaultOrder ?? [asc(idColumn)]);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return {
        data: rows.map((row) => options.answer(row as T['$inferSelect'])),
        total: Number(total?.n ?? 0),
      };
    },

    async get(db, id) {
      const row = await rowOf(db, id);
      return row ? (options.detail ?? options.answer)(row) : undefined;
    },

    async create(db, actor, input) {
      await options.check?.(db, input);
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(table)
          .values(valuesOf(input) as T['$inferInsert'])
          .returning()
          .catch(mapWriteError);
        const created = options.answer(row as T['$inferSelect']);
        await recordAudit(tx, actor, {
          action: 'create',
          entity,
          entityId: (row as { id: number }).id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    async update(db, actor, id, input) {
      await mustRow(db, id);
      await options.check?.(db, input, id);
      return withTransaction(db, async (tx) => {
        const before = options.answer(await mustRow(tx, id));
        const rows = (await tx
          .update(table)
          .set(valuesOf(input) as never)
          .where(byId(id))
          .returning()
          .catch(mapWriteError)) as T['$inferSelect'][];
        const row = rows[0];
        if (!row) throw new NotFoundError(options.notFound);
        const after = options.answer(row as T['$inferSelect']);
        await recordAudit(tx, actor, { action: 'update', entity, entityId: id, before, after });
        return after;
      });
    },

    async remove(db, actor, id) {
      return withTransaction(db, async (tx) => {
        const before = options.answer(await mustRow(tx, id));
        for (const child of options.children ?? []) {
          const [used] = await tx
            .select({ n: count() })
            .from(child.column.table as PgTable)
            .where(eq(child.column, id));
          if (Number(used?.n ?? 0) > 0) throw new FieldErrors({ id: [child.key] });
        }
        try {
          // A savepoint, so a refused delete leaves the transaction usable for nothing else.
          await withTransaction(tx, (inner) => inner.delete(table).where(byId(id)));
        } catch (err) {
          if (options.inUse && isForeignKeyViolation(err)) throw new FieldErrors({ id: [options.inUse] });
          throw err;
        }
        await recordAudit(tx, actor, { action: 'delete', entity, entityId: id, before, after: null });
        return before;
      });
    },
  };
}
