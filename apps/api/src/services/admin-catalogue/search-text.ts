/**
 * A product's search text (the storefront's search column) holds its names, its category's and
 * ancestors' names, its colours' names and its lead paragraphs (domain.productSearchText). It is
 * written with every product save, and rewritten for the products concerned when a category is
 * renamed or moved or a colour is renamed, so the storefront's search always reads current names.
 */
import { sql, type SQL } from 'drizzle-orm';
import { productSearchText } from '@shop/domain';
import { products } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { readCategoryIndex, type CategoryIndex } from '../categories.js';
import { jsonArray } from '../products.js';

/** A category's names and its ancestors', both languages, nearest first (safe against cycles). */
export function categoryNamesOf(index: CategoryIndex, categoryId: number): string[] {
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let row = index.byId.get(categoryId);
    row && !seen.has(row.id);
    row = index.byId.get(row.parentId ?? 0)
  ) {
    seen.add(row.id);
    names.push(row.nameAr, row.nameEn);
  }
  return names;
}

export interface SearchableProduct {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  categoryId: number;
  /** Both names of every colour it is offered in. */
  colorNames: readonly string[];
}

export function searchTextOf(index: CategoryIndex, product: SearchableProduct): string {
  return productSearchText({
    nameAr: product.nameAr,
    nameEn: product.nameEn,
    descriptionAr: product.descriptionAr,
    descriptionEn: product.descriptionEn,
    categoryNames: categoryNamesOf(index, product.categoryId),
    colorNames: product.colorNames,
  });
}

/** The product's own columns its search text is made of (with its colours' names). */
export const searchSourceColumns = {
  id: products.id,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  descriptionAr: products.descriptionAr,
  descriptionEn: products.descriptionEn,
  categoryId: products.categoryId,
};

/**
 * Rewrites the search text of the products matching `where` from their current names, category
 * tree and colours (two statements whatever their number); answers how many changed.
 */
export async function refreshSearchText(tx: Executor, where: SQL): Promise<number> {
  const index = await readCategoryIndex(tx);
  const rows = await tx
    .select({
      ...searchSourceColumns,
      searchText: products.searchText,
      colorNames: sql<
        string[] | string
      >`(select coalesce(json_agg(u.n order by pc.sort_order, pc.id, u.k), '[]'::json)
        from product_colors pc join colors co on co.id = pc.color_id,
          unnest(array[co.name_ar, co.name_en]) with ordinality as u(n, k)
        where pc.product_id = products.id)`,
    })
    .from(products)
    .where(where);
  const changed = rows
    .map((row) => ({
      id: row.id,
      text: searchTextOf(index, { ...row, colorNames: jsonArray(row.colorNames) }),
      old: row.searchText,
    }))
    .filter((row) => row.text !== row.old)
    .map(({ id, text }) => ({ id, text }));
  if (changed.length === 0) return 0;
  await tx.execute(sql`update products p set search_text = x.text
    from json_to_recordset(${JSON.stringify(changed)}::json) as x(id int, text text) where p.id = x.id`);
  return changed.length;
}
