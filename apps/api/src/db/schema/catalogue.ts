import type { StoredSizeChart } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descAr: text('desc_ar').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Menu categories ("Made in Saudi") group brands / factories in the header drawer. */
    isMenu: boolean('is_menu').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** Sanitised HTML. */
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    image: text('image').notNull().default(''),
    hoverImage: text('hover_image').notNull().default(''),
    isMen: boolean('is_men').notNull().default(false),
    isWomen: boolean('is_women').notNull().default(false),
    isChild: boolean('is_child').notNull().default(false),
    /** domain.ratingSummary of the visible reviews, kept in step when reviews change (0 when none). */
    avgRate: real('avg_rate').notNull().default(0),
    ratesCount: integer('rates_count').notNull().default(0),
    /** domain.productSearchText: names, category, colours and lead paragraphs, normalised. */
    searchText: text('search_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The size chart staff wrote, values keyed `s{sizes.id}` (the shop's size); null: none. */
    sizeChart: jsonb('size_chart').$type<StoredSizeChart>(),
    /** What putting the buyer's logo on one piece costs; null: the cart offers no logo (a quote still may). */
    logoPriceHalalas: integer('logo_price_halalas'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Listing order is (sort_order, id): these let a page be read in index order, not sorted.
    index('products_category_idx').on(t.categoryId, t.sortOrder, t.id),
    index('products_listing_idx').on(t.isActive, t.sortOrder, t.id),
    // The staff's list by last change.
    index('products_updated_idx').on(t.updatedAt, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The staff's search (ILIKE '%…%') by name, e.g. of the reviews of a product.
    index('products_name_ar_trgm_idx').using('gin', sql`${t.nameAr} gin_trgm_ops`),
    index('products_name_en_trgm_idx').using('gin', sql`${t.nameEn} gin_trgm_ops`),
    check('products_avg_rate_range', sql`${t.avgRate} >= 0 AND ${t.avgRate} <= 5`),
    check('products_rates_count_nonnegative', sql`${t.ratesCount} >= 0`),
    check(
      'products_logo_price_nonnegative',
      sql`${t.logoPriceHalalas} IS NULL OR ${t.logoPriceHalalas} >= 0`,
    ),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.sortOrder)],
);

/** A named colour (shared across products). */
export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  code: text('code').notNull(),
});

/** A colour offered for one product: the API's `pivot_colors[]`; its id is the selection's color_id. */
export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
    colorCode: text('color_code').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_colors_product_idx').on(t.productId, t.sortOrder),
    // A colour's products: its count in the staff's list, and the check before it is deleted.
    index('product_colors_color_idx').on(t.colorId),
  ],
);

/** The shop's list of sizes (S, M, XL, 42…), which staff pick a product's sizes from. */
export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A size offered for one product: the API's `sizes[]`; its id is the selection's size_id. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size of the shop's list it was picked from (null once that size is deleted). */
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    /** The size's name, kept with the product so a renamed or deleted size leaves it readable. */
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId, t.sortOrder),
    // A size's products: its count in the staff's list, the check before it is deleted, a rename.
    index('product_sizes_size_idx').on(t.sizeId),
  ],
);

/** Price tiers (the API's `pieces[]`): contiguous, non-overlapping ranges of total pieces. */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fromQty: integer('from_qty').notNull(),
    // Null on an open-ended last tier ("200+").
    toQty: integer('to_qty'),
    priceHalalas: integer('price_halalas').notNull(),
  },
  (t) => [
    index('price_tiers_product_idx').on(t.productId, t.fromQty),
    // Row-level part of domain.validateTiers; contiguity across rows is checked on save.
    check('price_tiers_range', sql`${t.fromQty} >= 1 AND (${t.toQty} IS NULL OR ${t.fromQty} <= ${t.toQty})`),
    check('price_tiers_price_positive', sql`${t.priceHalalas} > 0`),
  ],
);
