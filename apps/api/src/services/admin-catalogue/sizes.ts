/**
 * The shop's size list (S, M, XL, 42…), which staff pick a product's sizes from. A product keeps a
 * copy of each size's name (`product_sizes.name`): renaming a size renames it on every product that
 * offers it, since a size list edit is a correction staff expect to see everywhere (placed orders
 * keep their own copy and never change). A size used by products cannot be deleted: its products
 * would keep a size that the edit screen can no longer show or pick.
 */
import { eq } from 'drizzle-orm';
import type { AdminList, AdminSize } from '@shop/contract';
import { compareSizesByRange, sizeRangeOf, type SizeInput, type SizeListQuery } from '@shop/domain';
import { productSizes, sizes } from '../../db/schema.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import {
  countsBy,
  createAudited,
  deleteAudited,
  lockCatalogueNames,
  lockRow,
  pageInMemory,
  readOrFail,
  refuseTakenNames,
  updateAudited,
  type AuditedEntity,
  type StaffActor,
} from './shared.js';

type SizeRow = typeof sizes.$inferSelect;

function toAdminSize(row: SizeRow, productsCount: number): AdminSize {
  return {
    id: row.id,
    name: row.name,
    range: sizeRangeOf(row.name),
    sort_order: row.sortOrder,
    products_count: productsCount,
  };
}

const sizeEntity: AuditedEntity<AdminSize> = {
  entity: 'size',
  notFound: 'notFound.size',
  async read(db, id) {
    const [row] = await db.select().from(sizes).where(eq(sizes.id, id));
    if (!row) return undefined;
    return toAdminSize(row, await db.$count(productSizes, eq(productSizes.sizeId, id)));
  },
  async lock(tx, id) {
    await lockCatalogueNames(tx, 'exclusive');
    await lockRow(tx, sizes, id);
  },
};

const refuseTakenName = (tx: Transaction, id: number | null, input: SizeInput) =>
  refuseTakenNames(tx, sizes, id, { name: { column: sizes.name, value: input.name } });

/** A page of sizes: search in the name, one range or all, grouped by range unless sorted otherwise. */
export async function listAdminSizes(db: Executor, query: SizeListQuery): Promise<AdminList<AdminSize>> {
  const [rows, counts] = await Promise.all([
    db.select().from(sizes),
    countsBy(db, productSizes, productSizes.sizeId),
  ]);
  const all = rows.map((row) => toAdminSize(row, counts.get(row.id) ?? 0));
  // By range: each size's place in the list the domain orders (letters, numbers, others).
  const byRange = new Map([...all].sort(compareSizesByRange).map((size, place) => [size.id, place]));
  return pageInMemory(query.range ? all.filter((size) => size.range === query.range) : all, query, {
    searchable: (row) => [row.name],
    sortValue: (row, sort) => (sort === 'range' ? byRange.get(row.id)! : row[sort]),
  });
}

/** One size; NotFoundError('notFound.size') when there is none. */
export function getAdminSize(db: Executor, id: number): Promise<AdminSize> {
  return readOrFail(db, sizeEntity, id);
}

export function createSize(db: Executor, actor: StaffActor, input: SizeInput): Promise<AdminSize> {
  return createAudited(db, actor, sizeEntity, async (tx) => {
    await lockCatalogueNames(tx, 'exclusive');
    await refuseTakenName(tx, null, input);
    const [row] = await tx
      .insert(sizes)
      .values({ name: input.name, sortOrder: input.sort_order })
      .returning({ id: sizes.id });
    return row!.id;
  });
}

/** Changes a size; a new name is written to every product's copy of it. */
export function updateSize(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: SizeInput,
): Promise<AdminSize> {
  return updateAudited(db, actor, sizeEntity, id, async (tx, before) => {
    await refuseTakenName(tx, id, input);
    await tx.update(sizes).set({ name: input.name, sortOrder: input.sort_order }).where(eq(sizes.id, id));
    if (before.name !== input.name) {
      await tx.update(productSizes).set({ name: input.name }).where(eq(productSizes.sizeId, id));
    }
  });
}

/** Deletes a size no product offers; FieldErrors on id (sizeInUse) otherwise. */
export function deleteSize(db: Executor, actor: StaffActor, id: number): Promise<AdminSize> {
  return deleteAudited(db, actor, sizeEntity, id, async (tx, before) => {
    if (before.products_count > 0) throw new FieldErrors({ id: ['catalogue.sizeInUse'] });
    await tx.delete(sizes).where(eq(sizes.id, id));
  });
}
