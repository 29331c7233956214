/**
 * Products as staff edit them: both languages, sanitised descriptions, category, audience flags,
 * images, gallery, colours with their photos, sizes, price tiers, published flag and order.
 *
 * A save writes the product row and then all its parts in one statement, and keeps the ids of
 * the colours and sizes that stay: those ids are the storefront's selection ids (`pivot_colors[].id`,
 * `sizes[].id`), so carts that shoppers hold keep working after staff edit a product.
 *
 * Deleting a product removes it with its parts, reviews and home-page placements; placed orders
 * keep their own copy of names and prices, and their lines' product_id becomes null (the key is
 * ON DELETE SET NULL). To take a product off the shop without losing it, unpublish it instead.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminList, AdminProduct, AdminProductRow } from '@shop/contract';
import {
  halalasToSar,
  normaliseSearch,
  sizeChartOf,
  sortTiers,
  type ProductInput,
  type StaffProductListQuery,
} from '@shop/domain';
import { categories, products } from '../../db/schema.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { sanitiseRichText } from '../../shared/rich-text.js';
import { escapeLike } from '../../shared/text.js';
import { descendantIds, readCategoryIndex, type CategoryIndex } from '../categories.js';
import { jsonArray } from '../products.js';
import { sortColumnOf, type SortColumns } from '../list-sort.js';
import { rowsOf } from '../../db/rows.js';
import { searchSourceColumns, searchTextOf } from './search-text.js';
import {
  createAudited,
  deleteAudited,
  isDatabaseId,
  lockCatalogueNames,
  lockRow,
  readOrFail,
  updateAudited,
  type AuditedEntity,
  type ErrorKey,
  type ForeignKeyErrors,
  type StaffActor,
} from './shared.js';

// ---- Reading --------------------------------------------------------------------------------

interface ColorJson {
  id: number;
  color_id: number;
  name_ar: string;
  name_en: string;
  code: string;
  image: string;
}
interface SizeJson {
  id: number;
  size_id: number | null;
  name: string;
}
interface TierJson {
  from: number;
  to: number | null;
  price_halalas: number;
}

/** The columns a list row and a whole product share. */
/** A list row's columns: no descriptions (long HTML a row never shows). */
const rowColumns = {
  id: products.id,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  categoryId: products.categoryId,
  image: products.image,
  categoryNameAr: categories.nameAr,
  categoryNameEn: categories.nameEn,
  isMen: products.isMen,
  isWomen: products.isWomen,
  isChild: products.isChild,
  isActive: products.isActive,
  sortOrder: products.sortOrder,
  updatedAt: products.updatedAt,
};

type RowFields = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

/** The answer's fields that a list row and a whole product share. */
function rowFields(row: RowFields) {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    image: row.image,
    category: { id: row.categoryId, name_ar: row.categoryNameAr, name_en: row.categoryNameEn },
    is_men: row.isMen,
    is_women: row.isWomen,
    is_child: row.isChild,
    published: row.isActive,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A whole product in one row: its parts come as JSON arrays built by correlated subqueries. */
const detailColumns = {
  ...rowColumns,
  ...searchSourceColumns,
  hoverImage: products.hoverImage,
  avgRate: products.avgRate,
  ratesCount: products.ratesCount,
  createdAt: products.createdAt,
  sizeChart: products.sizeChart,
  logoPriceHalalas: products.logoPriceHalalas,
  colors: sql<
    ColorJson[] | string
  >`(select coalesce(json_agg(json_build_object('id', pc.id, 'color_id', pc.color_id, 'name_ar', co.name_ar, 'name_en', co.name_en, 'code', pc.color_code, 'image', pc.image) order by pc.sort_order, pc.id), '[]'::json)
    from product_colors pc join colors co on co.id = pc.color_id where pc.product_id = products.id)`,
  sizes: sql<
    SizeJson[] | string
  >`(select coalesce(json_agg(json_build_object('id', ps.id, 'size_id', ps.size_id, 'name', ps.name) order by ps.sort_order, ps.id), '[]'::json)
    from product_sizes ps where ps.product_id = products.id)`,
  tiers: sql<
    TierJson[] | string
  >`(select coalesce(json_agg(json_build_object('from', pt.from_qty, 'to', pt.to_qty, 'price_halalas', pt.price_halalas) order by pt.from_qty, pt.id), '[]'::json)
    from price_tiers pt where pt.product_id = products.id)`,
  photos: sql<
    string[] | string
  >`(select coalesce(json_agg(pp.image order by pp.sort_order, pp.id), '[]'::json)
    from product_photos pp where pp.product_id = products.id)`,
};

function selectDetails(db: Executor) {
  return db
    .select(detailColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function toAdminProduct(row: DetailRow): AdminProduct {
  return {
    ...rowFields(row),
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    category_id: row.categoryId,
    hover_image: row.hoverImage,
    colors: jsonArray(row.colors).map((c) => ({
      id: c.id,
      color_id: c.color_id,
      name_ar: c.name_ar,
      name_en: c.name_en,
      code: c.code,
      image: c.image,
    })),
    sizes: jsonArray(row.sizes).map((s) => ({ id: s.id, size_id: s.size_id, name: s.name })),
    tiers: jsonArray(row.tiers).map((t) => ({
      from: t.from,
      to: t.to,
      price: halalasToSar(t.price_halalas),
    })),
    size_chart: row.sizeChart,
    logo_price: row.logoPriceHalalas === null ? null : halalasToSar(row.logoPriceHalalas),
    photos: jsonArray(row.photos),
    avg_rate: Math.round(row.avgRate * 100) / 100,
    rates_count: row.ratesCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whole products matching `where`, in listing order (sort order, then id). */
export async function readProducts(
  db: Executor,
  where: SQL | undefined,
  window?: { limit: number; offset: number },
): Promise<AdminProduct[]> {
  const query = selectDetails(db).where(where).orderBy(asc(products.sortOrder), asc(products.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(toAdminProduct);
}

const PRODUCT_FOREIGN_KEYS: ForeignKeyErrors = {
  products_category_id_categories_id_fk: { field: 'category_id', key: 'catalogue.categoryUnknown' },
  product_colors_color_id_colors_id_fk: { field: 'colors', key: 'catalogue.colorUnknown' },
  product_sizes_size_id_sizes_id_fk: { field: 'size_ids', key: 'catalogue.sizeUnknown' },
};

export const productEntity: AuditedEntity<AdminProduct> = {
  entity: 'product',
  notFound: 'notFound.product',
  async read(db, id) {
    const [product] = await readProducts(db, eq(products.id, id));
    return product;
  },
  async lock(tx, id) {
    await lockCatalogueNames(tx, 'shared');
    await lockRow(tx, products, id);
  },
  foreignKeys: PRODUCT_FOREIGN_KEYS,
};

/** One product as the edit screen shows it; NotFoundError('notFound.product') when there is none. */
export function getAdminProduct(db: Executor, id: number): Promise<AdminProduct> {
  return readOrFail(db, productEntity, id);
}

// ---- Lists ----------------------------------------------------------------------------------

const SORT_COLUMNS: SortColumns<StaffProductListQuery['sort']> = {
  sort_order: products.sortOrder,
  id: products.id,
  name_ar: products.nameAr,
  name_en: products.nameEn,
  updated_at: products.updatedAt,
  created_at: products.createdAt,
};

/**
 * The filter of the staff list and the CSV export: the search in the normalised search text (as
 * the storefront searches; a number also finds the product with that id; see below for a search
 * of one or two characters), the category with every category under it, and the published flag.
 */
export async function productFilter(
  db: Executor,
  query: Pick<StaffProductListQuery, 'q' | 'category_id' | 'published'>,
): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  const search = query.q === undefined ? '' : normaliseSearch(query.q);
  if (search !== '') {
    // Both sides are normalised (case folded), so LIKE finds what ILIKE would, at a fraction of
    // the cost per row when the planner scans the table rather than the trigram index.
    const pattern = `%${escapeLike(search)}%`;
    const asId = /^\d+$/.test(search) ? Number(search) : 0;
    if (search.length < 3) {
      // The trigram index cannot narrow a search of one or two characters, so it would read
      // every product's whole search text: such a search looks in the (short) names only, and
      // one or two digits are an id.
      where.push(
        asId > 0
          ? eq(products.id, asId)
          : or(sql`lower(${products.nameEn}) like ${pattern}`, sql`${products.nameAr} like ${pattern}`),
      );
    } else {
      const text = sql`${products.searchText} like ${pattern}`;
      where.push(isDatabaseId(asId) ? or(text, eq(products.id, asId)) : text);
    }
  }
  if (query.category_id !== undefined) {
    where.push(inArray(products.categoryId, descendantIds(await readCategoryIndex(db), query.category_id)));
  }
  if (query.published !== undefined) where.push(eq(products.isActive, query.published));
  return and(...where);
}

/** A page of products for the staff list, with the number of products that match. */
export async function listAdminProducts(
  db: Executor,
  query: StaffProductListQuery,
): Promise<AdminList<AdminProductRow>> {
  const where = await productFilter(db, query);
  const by = query.order === 'desc' ? desc : asc;
  const sortColumn = sortColumnOf(SORT_COLUMNS, query.sort) ?? products.sortOrder;
  // The page's ids are chosen on narrow rows first, so the counts and the price are computed for
  // the page's rows only, however deep the page.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(by(sortColumn), by(products.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        ...rowColumns,
        price: sql<
          number | null
        >`(select pt.price_halalas from price_tiers pt where pt.product_id = ${products.id} order by pt.from_qty, pt.id limit 1)`,
        colorsCount:
          sql<number>`(select count(*) from product_colors pc where pc.product_id = products.id)`.mapWith(
            Number,
          ),
        sizesCount:
          sql<number>`(select count(*) from product_sizes ps where ps.product_id = products.id)`.mapWith(
            Number,
          ),
      })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(by(sortColumn), by(products.id)),
    db.$count(products, where),
  ]);
  return {
    data: rows.map((row) => ({
      ...rowFields(row),
      price: row.price === null ? null : halalasToSar(Number(row.price)),
      colors_count: row.colorsCount,
      sizes_count: row.sizesCount,
    })),
    total,
  };
}

// ---- Writing --------------------------------------------------------------------------------

/** The shop's categories, colours and sizes, which a product's ids must name. */
export interface CatalogueLookup {
  categories: CategoryIndex;
  colors: Map<number, { nameAr: string; nameEn: string; code: string }>;
  sizes: Map<number, { name: string }>;
}

export async function loadCatalogueLookup(db: Executor): Promise<CatalogueLookup> {
  const [index, colorRows, sizeRows] = await Promise.all([
    readCategoryIndex(db),
    rowsOf<{ id: number; name_ar: string; name_en: string; code: string }>(
      db,
      sql`select id, name_ar, name_en, code from colors`,
    ),
    rowsOf<{ id: number; name: string }>(db, sql`select id, name from sizes`),
  ]);
  return {
    categories: index,
    colors: new Map(
      colorRows.map((c) => [Number(c.id), { nameAr: c.name_ar, nameEn: c.name_en, code: c.code }]),
    ),
    sizes: new Map(sizeRows.map((s) => [Number(s.id), { name: s.name }])),
  };
}

/** Field errors for ids of the input that name no category, colour or size (empty when none). */
export function unknownIdErrors(input: ProductInput, lookup: CatalogueLookup): Record<string, ErrorKey[]> {
  const errors: Record<string, ErrorKey[]> = {};
  if (!lookup.categories.byId.has(input.category_id)) errors.category_id = ['catalogue.categoryUnknown'];
  input.colors.forEach((color, index) => {
    if (!lookup.colors.has(color.color_id)) errors[`colors.${index}.color_id`] = ['catalogue.colorUnknown'];
  });
  input.size_ids.forEach((sizeId, index) => {
    if (!lookup.sizes.has(sizeId)) errors[`size_ids.${index}`] = ['catalogue.sizeUnknown'];
  });
  return errors;
}

/** The input as it is stored: descriptions sanitised. */
export function storedForm(input: ProductInput): ProductInput {
  return {
    ...input,
    description_ar: sanitiseRichText(input.description_ar),
    description_en: sanitiseRichText(input.description_en),
  };
}

/** True when saving `input` (in stored form) would leave `product` as it is. */
export function sameProduct(product: AdminProduct, input: ProductInput, lookup: CatalogueLookup): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    product.name_ar === input.name_ar &&
    product.name_en === input.name_en &&
    product.description_ar === input.description_ar &&
    product.description_en === input.description_en &&
    product.category_id === input.category_id &&
    product.is_men === input.is_men &&
    product.is_women === input.is_women &&
    product.is_child === input.is_child &&
    product.published === input.published &&
    product.sort_order === input.sort_order &&
    product.image === input.image &&
    product.hover_image === input.hover_image &&
    same(
      product.colors.map((c) => [c.color_id, c.image, c.code]),
      input.colors.map((c) => [c.color_id, c.image, lookup.colors.get(c.color_id)?.code]),
    ) &&
    same(
      product.sizes.map((s) => [s.size_id, s.name]),
      input.size_ids.map((id) => [id, lookup.sizes.get(id)?.name]),
    ) &&
    same(
      product.tiers.map((t) => [t.from, t.to, t.price]),
      input.tiers.map((t) => [t.from, t.to, halalasToSar(t.priceHalalas)]),
    ) &&
    same(product.photos, input.photos) &&
    // Absent (a CSV row) keeps them as they are.
    (input.size_chart === undefined ||
      same(product.size_chart, sizeChartOf(input.size_chart, input.size_ids))) &&
    (input.logo_price === undefined ||
      product.logo_price === (input.logo_price === null ? null : halalasToSar(input.logo_price)))
  );
}

/**
 * Writes a product (a new one when `id` is null) from validated input in stored form whose ids
 * were checked against `lookup`: the row, then colours, sizes, tiers and photos in one statement.
 * Answers the product as it now is, put together from what was written (the same record a read
 * answers), so a save does not read the whole product back.
 */
export async function writeProduct(
  tx: Transaction,
  id: number | null,
  input: ProductInput,
  lookup: CatalogueLookup,
): Promise<{ record: AdminProduct }> {
  const colorNames = input.colors.flatMap((c) => {
    const color = lookup.colors.get(c.color_id);
    return color ? [color.nameAr, color.nameEn] : [];
  });
  const row = {
    categoryId: input.category_id,
    nameAr: input.name_ar,
    nameEn: input.name_en,
    descriptionAr: input.description_ar,
    descriptionEn: input.description_en,
    image: input.image,
    hoverImage: input.hover_image,
    isMen: input.is_men,
    isWomen: input.is_women,
    isChild: input.is_child,
    isActive: input.published,
    sortOrder: input.sort_order,
    // Absent (a CSV row) keeps the chart; only the product's own sizes keep their values.
    ...(input.size_chart === undefined ? {} : { sizeChart: sizeChartOf(input.size_chart, input.size_ids) }),
    ...(input.logo_price === undefined ? {} : { logoPriceHalalas: input.logo_price }),
    searchText: searchTextOf(lookup.categories, {
      nameAr: input.name_ar,
      nameEn: input.name_en,
      descriptionAr: input.description_ar,
      descriptionEn: input.description_en,
      categoryId: input.category_id,
      colorNames,
    }),
  };
  const written = {
    id: products.id,
    avgRate: products.avgRate,
    ratesCount: products.ratesCount,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
    sizeChart: products.sizeChart,
    logoPriceHalalas: products.logoPriceHalalas,
  };
  const [saved] =
    id === null
      ? await tx.insert(products).values(row).returning(written)
      : await tx
          .update(products)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning(written);
  const parts = await writeProductParts(tx, saved!.id, input, lookup);
  const category = lookup.categories.byId.get(input.category_id);
  return {
    record: {
      id: saved!.id,
      name_ar: input.name_ar,
      name_en: input.name_en,
      image: input.image,
      category: { id: input.category_id, name_ar: category?.nameAr ?? '', name_en: category?.nameEn ?? '' },
      is_men: input.is_men,
      is_women: input.is_women,
      is_child: input.is_child,
      published: input.published,
      sort_order: input.sort_order,
      updated_at: saved!.updatedAt.toISOString(),
      description_ar: input.description_ar,
      description_en: input.description_en,
      category_id: input.category_id,
      hover_image: input.hover_image,
      colors: input.colors.map((c) => {
        const color = lookup.colors.get(c.color_id);
        return {
          id: parts.colorRowIds.get(c.color_id) ?? 0,
          color_id: c.color_id,
          name_ar: color?.nameAr ?? '',
          name_en: color?.nameEn ?? '',
          code: color?.code ?? '',
          image: c.image,
        };
      }),
      sizes: input.size_ids.map((sizeId) => ({
        id: parts.sizeRowIds.get(sizeId) ?? 0,
        size_id: sizeId,
        name: lookup.sizes.get(sizeId)?.name ?? '',
      })),
      tiers: sortTiers(input.tiers).map((t) => ({
        from: t.from,
        to: t.to,
        price: halalasToSar(t.priceHalalas),
      })),
      size_chart: saved!.sizeChart,
      logo_price: saved!.logoPriceHalalas === null ? null : halalasToSar(saved!.logoPriceHalalas),
      photos: input.photos,
      avg_rate: Math.round(saved!.avgRate * 100) / 100,
      rates_count: saved!.ratesCount,
      created_at: saved!.createdAt.toISOString(),
    },
  };
}

/**
 * Colours and sizes are matched on the shop's colour or size: kept rows are updated in place (so
 * their ids stay), others deleted or inserted. Tiers and photos are replaced. One statement: the
 * data-changing parts of a WITH all run, against the rows as they were before it. Answers the
 * ids of the product's colour and size rows by the shop's colour and size.
 */
async function writeProductParts(tx: Transaction, id: number, input: ProductInput, lookup: CatalogueLookup) {
  const colorRows = input.colors.map((c, k) => ({
    color_id: c.color_id,
    code: lookup.colors.get(c.color_id)?.code ?? '',
    image: c.image,
    sort_order: k,
  }));
  const sizeRows = input.size_ids.map((sizeId, k) => ({
    size_id: sizeId,
    name: lookup.sizes.get(sizeId)?.name ?? '',
    sort_order: k,
  }));
  const tierRows = input.tiers.map((t) => ({
    from_qty: t.from,
    to_qty: t.to,
    price_halalas: t.priceHalalas,
  }));
  const photoRows = input.photos.map((image, k) => ({ image, sort_order: k }));
  const [ids] = await rowsOf<{ colors: PartId[] | string; sizes: PartId[] | string }>(
    tx,
    sql`with
    wc as (select * from json_to_recordset(${JSON.stringify(colorRows)}::json) as x(color_id int, code text, image text, sort_order int)),
    dc as (delete from product_colors pc where pc.product_id = ${id}
      and not exists (select 1 from wc where wc.color_id = pc.color_id)),
    uc as (update product_colors pc set color_code = wc.code, image = wc.image, sort_order = wc.sort_order
      from wc where pc.product_id = ${id} and pc.color_id = wc.color_id returning pc.id, pc.color_id as of),
    ic as (insert into product_colors (product_id, color_id, color_code, image, sort_order)
      select ${id}, wc.color_id, wc.code, wc.image, wc.sort_order from wc
      where not exists (select 1 from product_colors pc where pc.product_id = ${id} and pc.color_id = wc.color_id)
      returning id, color_id as of),
    ws as (select * from json_to_recordset(${JSON.stringify(sizeRows)}::json) as x(size_id int, name text, sort_order int)),
    ds as (delete from product_sizes ps where ps.product_id = ${id}
      and not exists (select 1 from ws where ws.size_id = ps.size_id)),
    us as (update product_sizes ps set name = ws.name, sort_order = ws.sort_order
      from ws where ps.product_id = ${id} and ps.size_id = ws.size_id returning ps.id, ps.size_id as of),
    iz as (insert into product_sizes (product_id, size_id, name, sort_order)
      select ${id}, ws.size_id, ws.name, ws.sort_order from ws
      where not exists (select 1 from product_sizes ps where ps.product_id = ${id} and ps.size_id = ws.size_id)
      returning id, size_id as of),
    dt as (delete from price_tiers where product_id = ${id}),
    it as (insert into price_tiers (product_id, from_qty, to_qty, price_halalas)
      select ${id}, x.from_qty, x.to_qty, x.price_halalas
      from json_to_recordset(${JSON.stringify(tierRows)}::json) as x(from_qty int, to_qty int, price_halalas int)),
    dp as (delete from product_photos where product_id = ${id}),
    ip as (insert into product_photos (product_id, image, sort_order)
      select ${id}, x.image, x.sort_order from json_to_recordset(${JSON.stringify(photoRows)}::json) as x(image text, sort_order int))
    select (select coalesce(json_agg(c), '[]'::json) from (select * from uc union all select * from ic) c) as colors,
      (select coalesce(json_agg(s), '[]'::json) from (select * from us union all select * from iz) s) as sizes`,
  );
  const byShopId = (rows: PartId[] | string | undefined) => new Map(jsonArray(rows).map((r) => [r.of, r.id]));
  return { colorRowIds: byShopId(ids?.colors), sizeRowIds: byShopId(ids?.sizes) };
}

/** A product's colour or size row (`id`) and the shop's colour or size it is (`of`). */
type PartId = { id: number; of: number };

/** The checks of a save that need the database: every id names a row (FieldErrors otherwise). */
function refuseUnknownIds(input: ProductInput, lookup: CatalogueLookup): void {
  const errors = unknownIdErrors(input, lookup);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/**
 * Creates a product. FieldErrors for a category, colour or size id that does not exist
 * (category_id, colors.{i}.color_id, size_ids.{i}).
 */
export function createProduct(db: Executor, actor: StaffActor, input: ProductInput): Promise<AdminProduct> {
  const stored = storedForm(input);
  return createAudited(db, actor, productEntity, async (tx) => {
    await lockCatalogueNames(tx, 'shared');
    const lookup = await loadCatalogueLookup(tx);
    refuseUnknownIds(stored, lookup);
    return writeProduct(tx, null, stored, lookup);
  });
}

/**
 * Replaces a product's fields and parts with `input`. NotFoundError('notFound.product') for an
 * unknown id, FieldErrors as createProduct. Saving what is already stored writes nothing.
 */
export function updateProduct(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  const stored = storedForm(input);
  return updateAudited(db, actor, productEntity, id, async (tx, before) => {
    const lookup = await loadCatalogueLookup(tx);
    refuseUnknownIds(stored, lookup);
    if (sameProduct(before, stored, lookup)) return false;
    return writeProduct(tx, id, stored, lookup);
  });
}

/** Deletes a product and its parts (see the top of this file); answers the product as it was. */
export function deleteProduct(db: Executor, actor: StaffActor, id: number): Promise<AdminProduct> {
  return deleteAudited(db, actor, productEntity, id, async (tx) => {
    await tx.delete(products).where(eq(products.id, id));
  });
}
