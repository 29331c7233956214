/**
 * Product answers in SPEC.md section 3's field names. Relations are loaded with one query per
 * relation for a whole page of products (never one per product), so the number of queries of a
 * request does not depend on the page size.
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { halalasToSar, maskName, normaliseSearch } from '@shop/domain';
import {
  categories,
  colors,
  customers,
  priceTiers,
  productColors,
  productPhotos,
  productSizes,
  products,
  reviews,
} from '../db/schema.js';
import type { Lang } from '../http/i18n.js';
import type { AppContext } from '../shared/context.js';
import { escapeLike, round2 } from '../shared/text.js';
import { descendantIds, loadCategoryIndex } from './categories.js';

export interface PivotColor {
  id: number;
  product_id: number;
  color_id: number;
  image: string;
  color_code: string;
  color: { id: number; name: string };
}

export interface ProductListItem {
  id: number;
  name: string;
  description: string;
  image: string;
  hover_image: string;
  category_id: number;
  category: { id: number; name: string };
  is_men: boolean;
  is_women: boolean;
  is_child: boolean;
  avg_rate: number;
  rates_count: number;
  colors_count: number;
  sizes_count: number;
  /** The first tier's price in SAR (the regular price); null when the product has no tiers. */
  price: number | null;
  pivot_colors: PivotColor[];
  sizes: { id: number; name: string }[];
  pieces: { id: number; from: number; to: number; price: number }[];
}

export interface ProductDetail extends ProductListItem {
  photos: { id: number; product_id: number; image: string }[];
  rates: {
    id: number;
    rate: number;
    comment: string;
    created_at: Date;
    client: { fname: string; email: string };
  }[];
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Largest value of a PostgreSQL `integer`: ids above it cannot exist (and would make PG throw). */
export const MAX_DB_INT = 2_147_483_647;
/** A review list longer than this is cut (rates_count still tells the full number). */
const MAX_REVIEWS = 100;

function baseColumns(lang: Lang) {
  const ar = lang === 'ar';
  return {
    id: products.id,
    name: ar ? products.nameAr : products.nameEn,
    description: ar ? products.descriptionAr : products.descriptionEn,
    image: products.image,
    hoverImage: products.hoverImage,
    categoryId: products.categoryId,
    categoryName: ar ? categories.nameAr : categories.nameEn,
    isMen: products.isMen,
    isWomen: products.isWomen,
    isChild: products.isChild,
    avgRate: products.avgRate,
    ratesCount: products.ratesCount,
  };
}

export type BaseRow = {
  id: number;
  name: string;
  description: string;
  image: string;
  hoverImage: string;
  categoryId: number;
  categoryName: string;
  isMen: boolean;
  isWomen: boolean;
  isChild: boolean;
  avgRate: number;
  ratesCount: number;
};

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}

/** Colours, sizes and tiers of many products: three queries whatever the number of products. */
async function loadListRelations(ctx: AppContext, ids: number[], lang: Lang) {
  if (ids.length === 0) return { colorsOf: new Map(), sizesOf: new Map(), tiersOf: new Map() };
  const [colorRows, sizeRows, tierRows] = await Promise.all([
    ctx.db
      .select({
        id: productColors.id,
        productId: productColors.productId,
        colorId: productColors.colorId,
        image: productColors.image,
        colorCode: productColors.colorCode,
        colorName: lang === 'ar' ? colors.nameAr : colors.nameEn,
      })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.productId), asc(productColors.sortOrder), asc(productColors.id)),
    ctx.db
      .select({ id: productSizes.id, productId: productSizes.productId, name: productSizes.name })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id)),
    ctx.db
      .select({
        id: priceTiers.id,
        productId: priceTiers.productId,
        from: priceTiers.fromQty,
        to: priceTiers.toQty,
        priceHalalas: priceTiers.priceHalalas,
      })
      .from(priceTiers)
      .where(inArray(priceTiers.productId, ids))
      .orderBy(asc(priceTiers.productId), asc(priceTiers.fromQty), asc(priceTiers.id)),
  ]);
  return { colorsOf: groupBy(colorRows), sizesOf: groupBy(sizeRows), tiersOf: groupBy(tierRows) };
}

type Relations = Awaited<ReturnType<typeof loadListRelations>>;

function toListItem(row: BaseRow, rel: Relations): ProductListItem {
  const colorRows: { id: number; productId: number; colorId: number; image: string; colorCode: string; colorName: string }[] =
    rel.colorsOf.get(row.id) ?? [];
  const sizeRows: { id: number; name: string }[] = rel.sizesOf.get(row.id) ?? [];
  const tierRows: { id: number; from: number; to: number; priceHalalas: number }[] = rel.tiersOf.get(row.id) ?? [];
  const pieces = tierRows.map((t) => ({ id: t.id, from: t.from, to: t.to, price: halalasToSar(t.priceHalalas) }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    hover_image: row.hoverImage,
    category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    is_men: row.isMen,
    is_women: row.isWomen,
    is_child: row.isChild,
    avg_rate: round2(row.avgRate),
    rates_count: row.ratesCount,
    colors_count: colorRows.length,
    sizes_count: sizeRows.length,
    price: pieces[0]?.price ?? null,
    pivot_colors: colorRows.map((c) => ({
      id: c.id,
      product_id: c.productId,
      color_id: c.colorId,
      image: c.image,
      color_code: c.colorCode,
      color: { id: c.colorId, name: c.colorName },
    })),
    sizes: sizeRows.map((s) => ({ id: s.id, name: s.name })),
    pieces,
  };
}

/** List items for the given base rows, in the rows' order. */
export async function toListItems(ctx: AppContext, rows: BaseRow[], lang: Lang): Promise<ProductListItem[]> {
  const rel = await loadListRelations(ctx, [...new Set(rows.map((r) => r.id))], lang);
  return rows.map((row) => toListItem(row, rel));
}

export interface ProductFilters {
  page: number;
  per_page: number;
  category_id?: number;
  search?: string;
  is_men?: boolean;
  is_women?: boolean;
  is_child?: boolean;
  avg_rate?: number;
}

export async function listProducts(ctx: AppContext, lang: Lang, f: ProductFilters): Promise<Paged<ProductListItem>> {
  const where: SQL[] = [eq(products.isActive, true)];
  if (f.category_id !== undefined) {
    const index = await loadCategoryIndex(ctx);
    where.push(inArray(products.categoryId, descendantIds(index, f.category_id)));
  }
  const search = f.search === undefined ? '' : normaliseSearch(f.search);
  if (search !== '') where.push(sql`${products.searchText} ilike ${`%${escapeLike(search)}%`}`);
  if (f.is_men) where.push(eq(products.isMen, true));
  if (f.is_women) where.push(eq(products.isWomen, true));
  if (f.is_child) where.push(eq(products.isChild, true));
  // avg_rate=N keeps products rated N stars or more on average ("N stars & up").
  if (f.avg_rate !== undefined) where.push(gte(products.avgRate, f.avg_rate));
  const condition = and(...where);

  const perPage = f.per_page;
  const offset = (f.page - 1) * perPage;
  // The page and the total are two queries run side by side: a window count would drag every
  // matching (wide) row through the sort, while the page alone can stop after `limit` rows on an
  // ordered index. The total is cached briefly per filter: it is the same for every page.
  const filterKey = JSON.stringify({ c: f.category_id, s: search, m: f.is_men, w: f.is_women, k: f.is_child, r: f.avg_rate });
  const [rows, total] = await Promise.all([
    ctx.db
      .select(baseColumns(lang))
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(condition)
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(perPage)
      .offset(offset),
    ctx.cache.get(`product-count:${filterKey}`, async () => {
      const [counted] = await ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(condition);
      return counted?.n ?? 0;
    }),
  ]);
  return {
    data: await toListItems(ctx, rows, lang),
    current_page: f.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export { baseColumns as productBaseColumns };

export async function getProduct(ctx: AppContext, lang: Lang, id: number): Promise<ProductDetail | undefined> {
  if (id > MAX_DB_INT) return undefined;
  // Everything is keyed by the id, so all queries run at once (in parallel on PostgreSQL).
  const [baseRows, rel, photoRows, reviewRows] = await Promise.all([
    ctx.db
      .select(baseColumns(lang))
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), eq(products.isActive, true))),
    loadListRelations(ctx, [id], lang),
    ctx.db
      .select({ id: productPhotos.id, product_id: productPhotos.productId, image: productPhotos.image })
      .from(productPhotos)
      .where(eq(productPhotos.productId, id))
      .orderBy(asc(productPhotos.sortOrder), asc(productPhotos.id)),
    ctx.db
      .select({
        id: reviews.id,
        rate: reviews.rate,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        fname: customers.fname,
        email: customers.email,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(and(eq(reviews.productId, id), eq(reviews.isHidden, false)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MAX_REVIEWS),
  ]);
  const base = baseRows[0];
  if (!base) return undefined;
  return {
    ...toListItem(base, rel),
    photos: photoRows,
    rates: reviewRows.map((r) => ({
      id: r.id,
      rate: r.rate,
      comment: r.comment,
      created_at: r.createdAt,
      client: { fname: maskName(r.fname), email: maskName(r.email) },
    })),
  };
}
