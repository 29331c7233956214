import { z } from 'zod';
import { isStoredMediaUrl } from '../media-url';
import { priceTiersSchema, TIER_PRICE_MAX_HALALAS } from './api';
import { sarAmountField } from './admin-commerce';
import { ADMIN_IDS_MAX, adminIdsFilter, adminListBase, adminSortFields } from './admin-list';
import { toLatinDigits } from '../digits';
import {
  flagField,
  htmlInput,
  idField,
  intField,
  ID_MAX,
  key,
  LIMITS,
  nameText,
  optionalBlank,
  optionalMultilineText,
  optionalTextOrNumber,
  refuseDuplicates,
  textInput,
} from './fields';
import { SIZE_RANGES } from '../size-range';
import { SIZE_CHART_ROWS_MAX, SIZE_CHART_VALUE_MAX, type StoredSizeChart } from '../size-chart';
import type { ValidationKey } from './messages';

/**
 * What staff send to the admin's catalogue endpoints (categories, colours, sizes, products) and
 * the list queries of those screens. Names are trimmed and lose invisible and bidi control
 * characters like the storefront's name fields; images must be our own stored media URLs;
 * prices are SAR with at most two decimals, converted to halalas; tier rows are checked with the
 * domain's validateTiers and report `tiers.{row}.{from|to|price}`.
 */

/** Longest product name: the storefront's cards and bills show two lines of it at most. */
const PRODUCT_NAME_MAX = 150;
/** Longest stored description HTML: a long specification sheet with lists fits several times. */
export const DESCRIPTION_HTML_MAX = 20_000;
const LIST_MAX = 50;
const PHOTOS_MAX = 30;

/** The list of sort fields a staff list accepts, and the direction. */
/** An image column: our own stored media URL, or blank (or absent) for none (''). */
function imageField() {
  return textInput('validation.imageInvalid')
    .pipe(z.string().trim())
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || isStoredMediaUrl(v), { error: key('validation.imageInvalid') });
}

/** A required stored media URL (a gallery photo). */
function requiredImageField() {
  return textInput('validation.imageInvalid')
    .pipe(z.string().trim())
    .refine(isStoredMediaUrl, { error: key('validation.imageInvalid') });
}

/** Plain text over several lines that may be blank ('' when blank or absent), trimmed. */
function plainText(max: number) {
  return optionalMultilineText(max).transform((v) => v ?? '');
}

/**
 * HTML from the rich-text editor under the text rule (no bidirectional controls, even as character
 * references; no control characters), otherwise unsanitised here: the API sanitises it before it
 * is stored.
 */
export function htmlText() {
  return htmlInput('validation.invalid')
    .pipe(z.string().max(DESCRIPTION_HTML_MAX, { error: key('validation.tooLong') }))
    .nullish()
    .transform((v) => v ?? '');
}

/** A flag that defaults when absent. */
function flagWithDefault(fallback: boolean) {
  return optionalBlank(flagField()).default(fallback);
}

/** A position in a staff-ordered list (0 first). */
function sortOrderField() {
  return optionalBlank(intField('validation.sortOrderInvalid', 0, ID_MAX)).default(0);
}

/** A list that must be an array (else `k`), at most `max` long; absent is empty. */
function listOf<T extends z.ZodType>(item: T, k: ValidationKey, max: number) {
  return z
    .array(item, { error: k })
    .max(max, { error: key('validation.tooLong') })
    .default([]);
}

// ---- Categories ----------------------------------------------------------------------------

export const categoryInputSchema = z.object({
  name_ar: nameText('validation.nameArRequired'),
  name_en: nameText('validation.nameEnRequired'),
  desc_ar: plainText(LIMITS.note),
  desc_en: plainText(LIMITS.note),
  image: imageField(),
  /** null (or blank) for a top-level category. */
  parent_id: z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    idField('validation.idInvalid').nullable(),
  ),
  /** A "Made in Saudi" menu category (brands, factories). */
  is_menu: flagWithDefault(false),
  sort_order: sortOrderField(),
  /** Shown in the storefront (a hidden category hides its subtree). */
  is_active: flagWithDefault(true),
});

export const categoryListQuerySchema = z.object({
  ...adminListBase(),
  ...adminIdsFilter(),
  /** Only the direct children of this category. */
  parent_id: optionalBlank(idField('validation.idInvalid')),
  /** Only the categories without a parent (the tree's first level), when set. */
  top_level: optionalBlank(flagField()),
  ...adminSortFields(['sort_order', 'name_ar', 'name_en', 'id', 'created_at'], 'sort_order'),
});

// ---- Colours and sizes ---------------------------------------------------------------------

export const colorInputSchema = z.object({
  name_ar: nameText('validation.nameArRequired'),
  name_en: nameText('validation.nameEnRequired'),
  /** `#RRGGBB`, stored lower case like the seed's codes. */
  code: textInput('validation.colorCodeInvalid')
    .pipe(
      z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: key('validation.colorCodeInvalid') }),
    )
    .transform((v) => v.toLowerCase()),
});

export const colorListQuerySchema = z.object({
  ...adminListBase(),
  ...adminIdsFilter(),
  ...adminSortFields(['id', 'name_ar', 'name_en'], 'id'),
});

export const sizeInputSchema = z.object({
  name: nameText('validation.sizeNameRequired', 30),
  sort_order: sortOrderField(),
});

export const sizeListQuerySchema = z.object({
  ...adminListBase(),
  ...adminIdsFilter(),
  /** Only the sizes of one range (letters, numbers, other). */
  range: optionalBlank(z.enum(SIZE_RANGES, { error: key('validation.sizeRangeInvalid') })),
  // By range (letters, numbers, then others), each in staff's order: the list grouped by range.
  ...adminSortFields(['range', 'sort_order', 'name', 'id'], 'range'),
});

// ---- Products ------------------------------------------------------------------------------

const productColorInputSchema = z.object({
  /** The shop's colour (colors.id). */
  color_id: idField('validation.colorRequired'),
  /** The product's photo in that colour. */
  image: imageField(),
});

/** A value that starts with a minus sign (ASCII, Unicode or a dash) before its digits. */
const NEGATIVE_MEASUREMENT = /^[-\u2212\u2010-\u2015]\s*[\d\u0660-\u0669\u06f0-\u06f9]/;

/** The longest name of a size chart's measurement ("Chest width (cm)"). */
const SIZE_CHART_NAME_MAX = 60;

/**
 * A product's size chart: measurements named in both languages, each with a value per shop size
 * keyed `s{id}` (blank values are left out). Null clears the chart; absent (a CSV import) keeps it.
 */
export const sizeChartInputSchema = z.object({
  rows: z
    .array(
      z.object({
        name_ar: nameText('validation.chartRowNameRequired', SIZE_CHART_NAME_MAX),
        name_en: nameText('validation.chartRowNameRequired', SIZE_CHART_NAME_MAX),
        values: z
          .record(
            z.string().regex(/^s\d{1,10}$/, { error: key('validation.invalid') }),
            z
              .union([z.null(), optionalTextOrNumber(SIZE_CHART_VALUE_MAX)], {
                error: key('validation.chartValueTooLong'),
              })
              // A value is free text ("96–100", "S/M"), but no measurement is below zero.
              .refine((value) => value === null || !NEGATIVE_MEASUREMENT.test(value), {
                error: key('validation.chartValueNegative'),
              }),
          )
          .default({})
          .transform((values) =>
            Object.fromEntries(
              Object.entries(values).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
              ),
            ),
          ),
      }),
      { error: key('validation.invalid') },
    )
    .max(SIZE_CHART_ROWS_MAX, { error: key('validation.chartTooManyRows') }),
});

export const productInputSchema = z.object({
  name_ar: nameText('validation.nameArRequired', PRODUCT_NAME_MAX),
  name_en: nameText('validation.nameEnRequired', PRODUCT_NAME_MAX),
  description_ar: htmlText(),
  description_en: htmlText(),
  category_id: idField('validation.categoryRequired'),
  is_men: flagWithDefault(false),
  is_women: flagWithDefault(false),
  is_child: flagWithDefault(false),
  /** Shown in the storefront. */
  published: flagWithDefault(true),
  sort_order: sortOrderField(),
  image: imageField(),
  hover_image: imageField(),
  colors: listOf(productColorInputSchema, 'validation.colorsInvalid', LIST_MAX).superRefine((colors, ctx) =>
    refuseDuplicates(colors, (c) => c.color_id, 'color_id', 'validation.duplicateColor', ctx),
  ),
  /** Ids of the shop's sizes (sizes.id), in the order the product offers them. */
  size_ids: listOf(idField('validation.sizeRequired'), 'validation.sizesInvalid', LIST_MAX).superRefine(
    (ids, ctx) => refuseDuplicates(ids, (id) => id, undefined, 'validation.duplicateSize', ctx),
  ),
  /** Gallery photos in display order. */
  photos: listOf(requiredImageField(), 'validation.photosInvalid', PHOTOS_MAX),
  /** Rows of {from, to, price (SAR)}: at least one, contiguous, no overlap. */
  tiers: priceTiersSchema,
  size_chart: sizeChartInputSchema
    .nullable()
    .optional()
    .transform((chart): StoredSizeChart | null | undefined =>
      chart === undefined ? undefined : chart === null || chart.rows.length === 0 ? null : chart,
    ),
  /**
   * SAR per piece for putting the buyer's logo on it, in halalas; blank or null: the cart offers
   * no logo (a quote still may); absent: kept as it is.
   */
  logo_price: z
    .union([z.null(), z.literal(''), sarAmountField(TIER_PRICE_MAX_HALALAS / 100)], {
      error: key('validation.amountInvalid'),
    })
    .optional()
    .transform((v) => (v === '' ? null : v)),
});

export const staffProductListQuerySchema = z.object({
  ...adminListBase(),
  /** The category and every category under it. */
  category_id: optionalBlank(idField('validation.idInvalid')),
  published: optionalBlank(flagField()),
  ...adminSortFields(['sort_order', 'id', 'name_ar', 'name_en', 'updated_at', 'created_at'], 'sort_order'),
});

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryPayload = z.input<typeof categoryInputSchema>;
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;
export type ColorInput = z.output<typeof colorInputSchema>;
export type ColorPayload = z.input<typeof colorInputSchema>;
export type ColorListQuery = z.output<typeof colorListQuerySchema>;
export type SizeInput = z.output<typeof sizeInputSchema>;
export type SizePayload = z.input<typeof sizeInputSchema>;
export type SizeListQuery = z.output<typeof sizeListQuerySchema>;
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductPayload = z.input<typeof productInputSchema>;
export type StaffProductListQuery = z.output<typeof staffProductListQuerySchema>;

/** One kind of bulk change to products (see productBulkSchema). */
export const productBulkChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), published: flagField() }),
    z.object({ action: z.literal('category'), category_id: idField('validation.categoryRequired') }),
    z.object({
      action: z.literal('price'),
      percent: z
        .union([z.number(), textInput('validation.priceChangeInvalid')], {
          error: key('validation.priceChangeInvalid'),
        })
        .transform((v, ctx) => {
          const text = toLatinDigits(String(v)).replace('\u066B', '.').replace(/^\+/, '').trim();
          const basisPoints = /^-?\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
          if (
            !Number.isFinite(basisPoints) ||
            basisPoints === 0 ||
            basisPoints < -9_000 ||
            basisPoints > 50_000
          ) {
            ctx.addIssue({ code: 'custom', message: key('validation.priceChangeInvalid') });
            return z.NEVER;
          }
          return basisPoints;
        }),
    }),
  ],
  { error: key('validation.invalid') },
);
export type ProductBulkChange = z.input<typeof productBulkChangeSchema>;

/**
 * A change staff make to the products ticked in the list (at most a page of them): publish or
 * hide them, move them to a category, or raise or lower every tier price by a percentage (from
 * −90 % to +500 %, in basis points on the way in: 12.5 → 1250).
 */
export const productBulkSchema = z.intersection(
  z.object({
    ids: z
      .array(idField(), { error: key('validation.idInvalid') })
      .min(1, { error: key('validation.idInvalid') })
      .max(ADMIN_IDS_MAX, { error: key('validation.idsTooMany') })
      .transform((ids) => [...new Set(ids)]),
  }),
  productBulkChangeSchema,
);
export type ProductBulkInput = z.infer<typeof productBulkSchema>;
