/**
 * The category tree. It is small (tens of rows) and read on nearly every request (settings, the
 * category page, the descendant filter of the product list), so the rows are loaded once per cache
 * period and the trees are built in memory.
 */
import { asc } from 'drizzle-orm';
import type { Category } from '@shop/contract';
import { categories } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import type { Lang } from '../shared/i18n.js';
import type { ServiceContext } from '../shared/context.js';
import { localizedText } from './localized.js';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryIndex {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
}

export function loadCategoryIndex(ctx: ServiceContext): Promise<CategoryIndex> {
  return ctx.cache.get('categories', () => readCategoryIndex(ctx.db));
}

/** Every category, read now (not through the cache), indexed by id and by parent. */
export async function readCategoryIndex(db: Executor): Promise<CategoryIndex> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  return { rows, byId, childrenOf };
}

/** The public tree under one category: inactive categories (and their subtrees) are hidden. */
export function categoryTree(
  index: CategoryIndex,
  row: CategoryRow,
  lang: Lang,
  seen = new Set<number>(),
): Category {
  seen.add(row.id);
  const childs = (index.childrenOf.get(row.id) ?? [])
    .filter((child) => child.isActive && !seen.has(child.id))
    .map((child) => categoryTree(index, child, lang, seen));
  return {
    id: row.id,
    name: localizedText({ ar: row.nameAr, en: row.nameEn }, lang),
    url_name: row.nameAr,
    desc: localizedText({ ar: row.descAr, en: row.descEn }, lang),
    image: row.image,
    parent_id: row.parentId,
    is_menu: row.isMenu,
    has_childs: childs.length > 0,
    childs,
  };
}

/** An active category with its active subtree, as the API answers it (in `lang`); undefined when it does not exist or is hidden. */
export async function getCategory(
  ctx: ServiceContext,
  lang: Lang,
  id: number,
): Promise<Category | undefined> {
  const index = await loadCategoryIndex(ctx);
  const row = index.byId.get(id);
  if (!row || !row.isActive) return undefined;
  return categoryTree(index, row, lang);
}

/** Active top-level categories as trees, split into ordinary and menu ("Made in Saudi") ones. */
export function topLevelTrees(
  index: CategoryIndex,
  lang: Lang,
): { categories: Category[]; menuCategories: Category[] } {
  const top = (index.childrenOf.get(null) ?? []).filter((row) => row.isActive);
  return {
    categories: top.filter((row) => !row.isMenu).map((row) => categoryTree(index, row, lang)),
    menuCategories: top.filter((row) => row.isMenu).map((row) => categoryTree(index, row, lang)),
  };
}

/** The id itself and every descendant id (cycle-safe), for the product list's category filter. */
export function descendantIds(index: CategoryIndex, id: number): number[] {
  const result: number[] = [];
  const seen = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    result.push(current);
    for (const child of index.childrenOf.get(current) ?? []) stack.push(child.id);
  }
  return result;
}
