/**
 * Product answers in the contract's field names (packages/contract). A page of products, with colours, sizes and
 * tiers, is one statement (plus a cached count), so the number of queries of a request does not
 * depend on the page size.
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paged, Product, ProductCard, ProductListQuery } from '@shop/contract';
import { halalasToSar, maskName, normaliseSearch, sizeChartFor } from '@shop/domain';
import { categories, customers, productPhotos, products, reviews } from '../db/schema.js';
import type { Lang } from '../shared/i18n.js';
import type { ServiceContext } from '../shared/context.js';
import { escapeLike, round2 } from '../shared/text.js';
import { descendantIds, loadCategoryIndex } from './categories.js';
import { localized, localizedText } from './localized.js';

/** Largest value of a PostgreSQL `integer`: ids above it cannot exist (and would make PG throw). */
export const MAX_DB_INT = 2_147_483_647;
/** A review list longer than this is cut (rates_count still tells the full number). */
const MAX_REVIEWS = 100;

interface ColorJson {
  id: number;
  color_id: number;
  image: string;
  color_code: string;
  name: string;
}
interface SizeJson {
  id: number;
  name: string;
}
interface TierJson {
  id: number;
  from: number;
  to: number | null;
  price_halalas: number;
}

/**
 * Columns of a product card. Colours, sizes and tiers come in the same statement as JSON arrays
 * built by correlated subqueries: PostgreSQL evaluates them after ORDER BY / LIMIT, so only for
 * the rows of the page, each through its product_id index. One round trip per page whatever its
 * size — no N+1, and no per-relation round trips either.
 */
function baseColumns(lang: Lang) {
  const colorName = localized({ ar: sql.raw('co.name_ar'), en: sql.raw('co.name_en') }, lang);
  return {
    id: products.id,
    name: localized({ ar: products.nameAr, en: products.nameEn }, lang),
    description: localized({ ar: products.descriptionAr, en: products.descriptionEn }, lang),
    image: products.image,
    hoverImage: products.hoverImage,
    categoryId: products.categoryId,
    categoryName: localized({ ar: categories.nameAr, en: categories.nameEn }, lang),
    isMen: products.isMen,
    isWomen: products.isWomen,
    isChild: products.isChild,
    avgRate: products.avgRate,
    ratesCount: products.ratesCount,
    hasSizeChart: sql<boolean>`${products.sizeChart} is not null`,
    logoPriceHalalas: products.logoPriceHalalas,
    colors: sql<
      ColorJson[]
    >`(select coalesce(json_agg(json_build_object('id', pc.id, 'color_id', pc.color_id, 'image', pc.image, 'color_code', pc.color_code, 'name', ${colorName}) order by pc.sort_order, pc.id), '[]'::json)
      from product_colors pc join colors co on co.id = pc.color_id where pc.product_id = ${products.id})`,
    sizes: sql<
      SizeJson[]
    >`(select coalesce(json_agg(json_build_object('id', ps.id, 'name', ps.name) order by ps.sort_order, ps.id), '[]'::json)
      from product_sizes ps where ps.product_id = ${products.id})`,
    tiers: sql<
      TierJson[]
    >`(select coalesce(json_agg(json_build_object('id', pt.id, 'from', pt.from_qty, 'to', pt.to_qty, 'price_halalas', pt.price_halalas) order by pt.from_qty, pt.id), '[]'::json)
      from price_tiers pt where pt.product_id = ${products.id})`,
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
  hasSizeChart: boolean;
  logoPriceHalalas: number | null;
  colors: ColorJson[];
  sizes: SizeJson[];
  tiers: TierJson[];
};

/** Some drivers hand json columns over as text. */
export function jsonArray<T>(value: T[] | string | null | undefined): T[] {
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return value ?? [];
}

function toListItem(row: BaseRow): ProductCard {
  const colorRows = jsonArray(row.colors);
  const sizeRows = jsonArray(row.sizes);
  const pieces = jsonArray(row.tiers).map((t) => ({
    id: t.id,
    from: t.from,
    to: t.to,
    price: halalasToSar(t.price_halalas),
  }));
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
      product_id: row.id,
      color_id: c.color_id,
      image: c.image,
      color_code: c.color_code,
      color: { id: c.color_id, name: c.name },
    })),
    sizes: sizeRows.map((sz) => ({ id: sz.id, name: sz.name })),
    pieces,
    has_size_chart: row.hasSizeChart === true || String(row.hasSizeChart) === 'true',
    logo_price: row.logoPriceHalalas === null ? null : halalasToSar(row.logoPriceHalalas),
  };
}

/** List items for rows selected with `productBaseColumns`, in the rows' order. */
export function toListItems(rows: BaseRow[]): ProductCard[] {
  return rows.map(toListItem);
}

export async function listProducts(
  ctx: ServiceContext,
  lang: Lang,
  f: ProductListQuery,
): Promise<Paged<ProductCard>> {
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
  const filterKey = JSON.stringify({
    c: f.category_id,
    s: search,
    m: f.is_men,
    w: f.is_women,
    k: f.is_child,
    r: f.avg_rate,
  });
  // The page's ids are chosen first on narrow rows, so the relation subqueries run for the
  // page's rows only, however deep the page (OFFSET rows are skipped before they are built).
  const page = ctx.db
    .select({ id: products.id, sortOrder: products.sortOrder })
    .from(products)
    .where(condition)
    .orderBy(...listingOrder())
    .limit(perPage)
    .offset(offset)
    .as('page');
  const [rows, total] = await Promise.all([
    ctx.db
      .select(baseColumns(lang))
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(page.sortOrder), asc(page.id)),
    ctx.cache.get(`product-count:${filterKey}`, async () => {
      const [counted] = await ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(condition);
      return counted?.n ?? 0;
    }),
  ]);
  return {
    data: toListItems(rows),
    current_page: f.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

export { baseColumns as productBaseColumns };

/** The order of every product listing (/shop, category pages): staff's sort order, then the id. */
function listingOrder() {
  return [asc(products.sortOrder), asc(products.id)];
}

export async function getProduct(ctx: ServiceContext, lang: Lang, id: number): Promise<Product | undefined> {
  if (id > MAX_DB_INT) return undefined;
  // Everything is keyed by the id, so all queries run at once (in parallel on PostgreSQL).
  const [baseRows, photoRows, reviewRows] = await Promise.all([
    ctx.db
      .select({
        ...baseColumns(lang),
        // The chart with the shop size of each product size, in the order the sizes are shown.
        sizeChart: products.sizeChart,
        chartSizes: sql<
          { size_id: number | null }[] | string
        >`(select coalesce(json_agg(json_build_object('size_id', ps.size_id) order by ps.sort_order, ps.id), '[]'::json)
          from product_sizes ps where ps.product_id = ${products.id} and ${products.sizeChart} is not null)`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), eq(products.isActive, true))),
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
  const chart = sizeChartFor(base.sizeChart, jsonArray(base.chartSizes));
  return {
    ...toListItem(base),
    size_chart: chart
      ? {
          rows: chart.map((row) => ({
            name: localizedText({ ar: row.name_ar, en: row.name_en }, lang),
            values: row.values,
          })),
        }
      : null,
    photos: photoRows,
    rates: reviewRows.map((r) => ({
      id: r.id,
      rate: r.rate,
      comment: r.comment,
      created_at: r.createdAt.toISOString(),
      client: { fname: maskName(r.fname), email: maskName(r.email) },
    })),
  };
}
