/**
 * Categories as staff edit them: a tree (a parent must exist and must not be the category itself
 * or one of its descendants), with both languages, image, menu flag, order and visibility.
 * Deleting a category that still has products or subcategories is refused: the database would
 * otherwise cascade the subtree away, and products cannot be left without a category.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AdminCategory, AdminList } from '@shop/contract';
import type { CategoryInput, CategoryListQuery } from '@shop/domain';
import { categories, products } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { descendantIds, readCategoryIndex, type CategoryIndex, type CategoryRow } from '../categories.js';
import { rowsOf } from '../../db/rows.js';
import { refreshSearchText } from './search-text.js';
import {
  countsBy,
  createAudited,
  deleteAudited,
  lockCatalogueNames,
  lockRow,
  pageInMemory,
  readOrFail,
  updateAudited,
  type AuditedEntity,
  type StaffActor,
} from './shared.js';

interface CategoryCounts {
  products: number;
  treeProducts: number;
  children: number;
}

function toAdminCategory(row: CategoryRow, counts: CategoryCounts): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parentId,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    desc_ar: row.descAr,
    desc_en: row.descEn,
    image: row.image,
    is_menu: row.isMenu,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    products_count: counts.products,
    tree_products_count: counts.treeProducts,
    children_count: counts.children,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every category with its counts of products and subcategories. */
async function readAll(db: Executor): Promise<AdminCategory[]> {
  const [index, productCounts] = await Promise.all([
    readCategoryIndex(db),
    countsBy(db, products, products.categoryId),
  ]);
  const treeCounts = new Map<number, number>();
  // Each category's own products and its subcategories' (a cycle, which the tree rules forbid, stops).
  const treeCount = (id: number, seen: Set<number>): number => {
    const known = treeCounts.get(id);
    if (known !== undefined) return known;
    seen.add(id);
    const below = (index.childrenOf.get(id) ?? [])
      .filter((child) => !seen.has(child.id))
      .reduce((sum, child) => sum + treeCount(child.id, seen), 0);
    const total = (productCounts.get(id) ?? 0) + below;
    treeCounts.set(id, total);
    return total;
  };
  return index.rows.map((row) =>
    toAdminCategory(row, {
      products: productCounts.get(row.id) ?? 0,
      treeProducts: treeCount(row.id, new Set()),
      children: index.childrenOf.get(row.id)?.length ?? 0,
    }),
  );
}

const categoryEntity: AuditedEntity<AdminCategory> = {
  entity: 'category',
  notFound: 'notFound.category',
  async read(db, id) {
    const [[row], [counted]] = await Promise.all([
      db.select().from(categories).where(eq(categories.id, id)),
      rowsOf<{ products: number; tree_products: number; children: number }>(
        db,
        sql`with recursive tree as (
            select ${id}::int as id
            union select ${categories.id} from ${categories} join tree on ${categories.parentId} = tree.id)
          select (select count(*) from ${products} where ${products.categoryId} = ${id})::int as products,
            (select count(*) from ${products} where ${products.categoryId} in (select id from tree))::int as tree_products,
            (select count(*) from ${categories} where ${categories.parentId} = ${id})::int as children`,
      ),
    ]);
    if (!row) return undefined;
    return toAdminCategory(row, {
      products: Number(counted?.products ?? 0),
      treeProducts: Number(counted?.tree_products ?? 0),
      children: Number(counted?.children ?? 0),
    });
  },
  async lock(tx, id) {
    // Tree changes (a new parent, a move, a delete) are taken one at a time: two moves checked
    // side by side could each be valid alone and together make a cycle (A under B while B goes
    // under A). The names lock is taken first, as by every write that takes it.
    await lockCatalogueNames(tx, 'exclusive');
    await lockRow(tx, categories, id);
  },
  foreignKeys: {
    categories_parent_id_categories_id_fk: { field: 'parent_id', key: 'catalogue.parentUnknown' },
    products_category_id_categories_id_fk: { field: 'id', key: 'catalogue.categoryHasProducts' },
  },
};

/** A page of categories: search in both names, optionally the children of one category or the top level. */
export async function listAdminCategories(
  db: Executor,
  query: CategoryListQuery,
): Promise<AdminList<AdminCategory>> {
  const rows = await readAll(db);
  const scoped = rows.filter(
    (row) =>
      (query.parent_id === undefined || row.parent_id === query.parent_id) &&
      (!query.top_level || row.parent_id === null),
  );
  return pageInMemory(scoped, query, {
    searchable: (row) => [row.name_ar, row.name_en],
    sortValue: (row, sort) => row[sort],
    arabic: ['name_ar'],
  });
}

/** One category; NotFoundError('notFound.category') when there is none. */
export async function getAdminCategory(db: Executor, id: number): Promise<AdminCategory> {
  return readOrFail(db, categoryEntity, id);
}

/** Field errors of a parent choice for category `id` (null for a new category). */
function parentErrors(index: CategoryIndex, id: number | null, parentId: number | null): FieldErrors | null {
  if (parentId === null) return null;
  if (!index.byId.has(parentId)) return new FieldErrors({ parent_id: ['catalogue.parentUnknown'] });
  if (id !== null && descendantIds(index, id).includes(parentId)) {
    return new FieldErrors({ parent_id: ['catalogue.parentCycle'] });
  }
  return null;
}

function columnsOf(input: CategoryInput) {
  return {
    parentId: input.parent_id,
    nameAr: input.name_ar,
    nameEn: input.name_en,
    descAr: input.desc_ar,
    descEn: input.desc_en,
    image: input.image,
    isMenu: input.is_menu,
    sortOrder: input.sort_order,
    isActive: input.is_active,
  };
}

/** Creates a category; FieldErrors on parent_id when the parent does not exist. */
export function createCategory(
  db: Executor,
  actor: StaffActor,
  input: CategoryInput,
): Promise<AdminCategory> {
  return createAudited(db, actor, categoryEntity, async (tx) => {
    await lockCatalogueNames(tx, 'exclusive');
    const refused = parentErrors(await readCategoryIndex(tx), null, input.parent_id);
    if (refused) throw refused;
    const [row] = await tx.insert(categories).values(columnsOf(input)).returning({ id: categories.id });
    return row!.id;
  });
}

/**
 * Changes a category; FieldErrors on parent_id when the parent does not exist or is the category
 * itself or under it. A new name or place rewrites the search text of the products under it.
 */
export function updateCategory(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: CategoryInput,
): Promise<AdminCategory> {
  return updateAudited(db, actor, categoryEntity, id, async (tx, before) => {
    const index = await readCategoryIndex(tx);
    const refused = parentErrors(index, id, input.parent_id);
    if (refused) throw refused;
    await tx
      .update(categories)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(categories.id, id));
    const searchedNamesChanged =
      before.name_ar !== input.name_ar ||
      before.name_en !== input.name_en ||
      before.parent_id !== input.parent_id;
    if (searchedNamesChanged)
      await refreshSearchText(tx, inArray(products.categoryId, descendantIds(index, id)));
  });
}

/**
 * Deletes a category that has neither products nor subcategories; FieldErrors on id otherwise
 * (categoryHasProducts, categoryHasChildren). Answers the deleted category.
 */
export function deleteCategory(db: Executor, actor: StaffActor, id: number): Promise<AdminCategory> {
  // `before` is read under the tree lock, so no subcategory can appear after it was counted; a
  // product added meanwhile is caught by the products' restricting foreign key.
  return deleteAudited(db, actor, categoryEntity, id, async (tx, before) => {
    if (before.children_count > 0) throw new FieldErrors({ id: ['catalogue.categoryHasChildren'] });
    if (before.products_count > 0) throw new FieldErrors({ id: ['catalogue.categoryHasProducts'] });
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
