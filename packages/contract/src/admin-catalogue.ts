/**
 * Answers of the admin's catalogue (categories, colours, sizes, products and the CSV import
 * report). Staff edit both languages, so every name and description comes in Arabic and English
 * (`name_ar`, `name_en`…) whatever the path's language. Lists answer `{ data, total }`: the page's
 * rows and the number of rows matching the filters. Strict like every answer.
 */
import { z } from 'zod';
import { SIZE_RANGES } from '@shop/domain';

const id = () => z.number().int().positive();
const count = () => z.number().int().nonnegative();
const isoDateTime = () => z.iso.datetime({ offset: true });

export const adminCategorySchema = z.strictObject({
  id: id(),
  parent_id: id().nullable(),
  name_ar: z.string(),
  name_en: z.string(),
  desc_ar: z.string(),
  desc_en: z.string(),
  image: z.string(),
  is_menu: z.boolean(),
  sort_order: count(),
  is_active: z.boolean(),
  /** Products directly in this category. */
  products_count: count(),
  /** Products in this category and in every subcategory below it (what a shopper browsing it sees). */
  tree_products_count: count(),
  /** Direct subcategories. */
  children_count: count(),
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
});

export const adminColorSchema = z.strictObject({
  id: id(),
  name_ar: z.string(),
  name_en: z.string(),
  /** `#rrggbb`. */
  code: z.string(),
  /** Products offered in this colour. */
  products_count: count(),
});

export const adminSizeSchema = z.strictObject({
  id: id(),
  name: z.string(),
  /** The range the name says it is of (domain's sizeRangeOf): the list is grouped by it. */
  range: z.enum(SIZE_RANGES),
  sort_order: count(),
  /** Products offered in this size. */
  products_count: count(),
});

const bilingualName = z.strictObject({ id: id(), name_ar: z.string(), name_en: z.string() });

/** What a product's list row and its whole record share. */
const productBase = {
  id: id(),
  name_ar: z.string(),
  name_en: z.string(),
  image: z.string(),
  category: bilingualName,
  is_men: z.boolean(),
  is_women: z.boolean(),
  is_child: z.boolean(),
  published: z.boolean(),
  sort_order: count(),
  updated_at: isoDateTime(),
};

/** A product as the staff list shows it. */
export const adminProductRowSchema = z.strictObject({
  ...productBase,
  /** The first tier's price in SAR; null without tiers. */
  price: z.number().nullable(),
  colors_count: count(),
  sizes_count: count(),
});

/** A product's colour: the shop's colour (`color_id`) and the product's photo in it. */
export const adminProductColorSchema = z.strictObject({
  /** The product's colour row: the storefront's `pivot_colors[].id`, kept while the colour stays. */
  id: id(),
  color_id: id(),
  name_ar: z.string(),
  name_en: z.string(),
  code: z.string(),
  image: z.string(),
});

/** A product's size: `size_id` is the shop's size it was picked from (null once that size is gone). */
export const adminProductSizeSchema = z.strictObject({
  id: id(),
  size_id: id().nullable(),
  name: z.string(),
});

export const adminProductTierSchema = z.strictObject({
  from: z.number().int().positive(),
  to: z.number().int().positive().nullable(),
  /** SAR per piece. */
  price: z.number(),
});

/** A product as the edit screen shows it, and as the audit log keeps it before and after a change. */
export const adminProductSchema = z.strictObject({
  ...productBase,
  /** Sanitised HTML. */
  description_ar: z.string(),
  description_en: z.string(),
  category_id: id(),
  hover_image: z.string(),
  colors: z.array(adminProductColorSchema),
  sizes: z.array(adminProductSizeSchema),
  tiers: z.array(adminProductTierSchema),
  /** The size chart: values keyed `s{size_id}` (the shop's size); null without one. */
  size_chart: z
    .strictObject({
      rows: z.array(
        z.strictObject({
          name_ar: z.string(),
          name_en: z.string(),
          values: z.record(z.string(), z.string()),
        }),
      ),
    })
    .nullable(),
  /** SAR per piece for a logo; null: the cart offers none. */
  logo_price: z.number().nullable(),
  /** Gallery photos in display order. */
  photos: z.array(z.string()),
  avg_rate: z.number().min(0).max(5),
  rates_count: count(),
  created_at: isoDateTime(),
});

/** What happened to one data row of an imported CSV file (row 1 is the first row under the header). */
export const productImportRowSchema = z.strictObject({
  row: z.number().int().positive(),
  /** The product written (or named by the row); null for a new product that was not written. */
  id: id().nullable(),
  /** `unchanged`: the row equals the stored product, so nothing was written. */
  status: z.enum(['created', 'updated', 'unchanged', 'error']),
  /** Field → translated texts, as in a 422; empty unless `status` is error. */
  errors: z.record(z.string(), z.array(z.string())),
});

export const productImportReportSchema = z.strictObject({
  rows: z.array(productImportRowSchema),
  created: count(),
  updated: count(),
  unchanged: count(),
  failed: count(),
});

export type AdminList<T> = { data: T[]; total: number };
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminColor = z.infer<typeof adminColorSchema>;
export type AdminSize = z.infer<typeof adminSizeSchema>;
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export type AdminProductColor = z.infer<typeof adminProductColorSchema>;
export type AdminProductSize = z.infer<typeof adminProductSizeSchema>;
export type AdminProductTier = z.infer<typeof adminProductTierSchema>;
export type AdminProduct = z.infer<typeof adminProductSchema>;
export type ProductImportRow = z.infer<typeof productImportRowSchema>;
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
