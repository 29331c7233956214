import { z } from 'zod';
import { normaliseCouponCode } from '../coupon';
import { toLatinDigits } from '../digits';
import { halalasToSar, parseSar } from '../money';
import { ARTWORK_PLACEMENTS } from '../artwork';
import { cleanSelection, type Selection } from '../selection';
import { validateTiers, type PriceTier, type TierIssueCode } from '../tiers';
import {
  flagField,
  idField,
  intField,
  key,
  calendarDayField,
  LIMITS,
  optionalBlank,
  optionalMultilineText,
  optionalText,
  pageField,
  perPageField,
  refuseDuplicates,
  requiredMultilineText,
  searchField,
  textInput,
} from './fields';
import type { ValidationKey } from './messages';

/**
 * Schemas of API params, queries and payloads that are not one of the shop's forms (those are in
 * forms.ts). Query strings and multipart bodies carry only strings, so numbers and flags are
 * read from strings too; a blank query value means "not set".
 */

/** A positive integer id from a path segment ("12" → 12). */
export const idSchema = idField('validation.idInvalid');

/** At most one logo per product line of a request. */
const LIST_MAX_ARTWORKS = 100;

/** Route params `{ id }`, as Fastify passes them: idParamSchema.parse(request.params).id. */
export const idParamSchema = z.object({ id: idSchema });

/** Paged lists without filters (GET orders?page=). */
export const pageQuerySchema = z.object({
  page: pageField(),
  per_page: perPageField(12),
});

/**
 * GET products. avg_rate "0" is read as "no rating filter": the storefront's rating filter is off
 * when it holds 0 (docs/product.md, Listings), the same as leaving it out.
 */
export const productListQuerySchema = z.object({
  category_id: optionalBlank(idField('validation.idInvalid')),
  page: pageField(),
  per_page: perPageField(12),
  search: searchField(),
  is_men: optionalBlank(flagField()),
  is_women: optionalBlank(flagField()),
  is_child: optionalBlank(flagField()),
  avg_rate: z.preprocess(
    (v) => (v === 0 || v === '0' ? undefined : v),
    optionalBlank(intField('validation.avgRateInvalid', 1, 5)),
  ),
});

/** GET blogs. */
export const blogListQuerySchema = z.object({
  page: pageField(),
  per_page: perPageField(12),
  search: searchField(),
  blog_category_id: optionalBlank(idField('validation.idInvalid')),
});

// ---- Order creation -------------------------------------------------------------------------

/** The quantity cap only guards arithmetic; the real limit is the product's last tier. */
const QUANTITY_MAX = 1_000_000;
const LIST_MAX = 200;

/** Multipart forms send `products` as JSON text; a qs-style parser may give {"0": …, "1": …}. */
function readProductList(v: unknown): unknown {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v);
    } catch {
      return v; // left as a string: the array schema reports productsInvalid
    }
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const entries = Object.entries(v);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
    }
  }
  return v;
}

const orderSizeSchema = z.object({
  size_id: idField('validation.sizeRequired'),
  quantity: intField('validation.quantityInvalid', 0, QUANTITY_MAX),
});

const orderColorSchema = z.object({
  color_id: idField('validation.colorRequired'),
  sizes: z
    .array(orderSizeSchema, { error: key('validation.productsInvalid') })
    .max(LIST_MAX, { error: key('validation.tooLong') })
    .superRefine((sizes, ctx) =>
      refuseDuplicates(sizes, (s) => s.size_id, 'size_id', 'validation.duplicateSize', ctx),
    ),
});

const orderProductSchema = z.object({
  product_id: idField('validation.productRequired'),
  colors: z
    .array(orderColorSchema, { error: key('validation.productsInvalid') })
    .max(LIST_MAX, { error: key('validation.tooLong') })
    .superRefine((colors, ctx) =>
      refuseDuplicates(colors, (c) => c.color_id, 'color_id', 'validation.duplicateColor', ctx),
    ),
});

/**
 * The products a buyer chose, as an order or a quote request carries them: cleaned to the sizes
 * with pieces, the colours with such sizes and the products with such colours, never empty.
 */
function selectionListField() {
  return z
    .preprocess(
      readProductList,
      z
        .array(orderProductSchema, { error: key('validation.productsInvalid') })
        .min(1, { error: key('validation.productsRequired') })
        .max(LIST_MAX, { error: key('validation.tooLong') }),
    )
    .superRefine((products, ctx) =>
      refuseDuplicates(products, (p) => p.product_id, 'product_id', 'validation.duplicateProduct', ctx),
    )
    .transform((products): Selection[] => products.map(cleanSelection).filter((p) => p.colors.length > 0))
    .refine((products) => products.length > 0, { error: key('validation.productsRequired') });
}

/** A product line's logo: the buyer's uploaded artwork (POST artworks) and where it goes. */
export const lineArtworkSchema = z.object({
  product_id: idField('validation.productIdRequired'),
  artwork_id: idField('validation.artworkRequired'),
  placement: z.enum(ARTWORK_PLACEMENTS, { error: key('validation.placementInvalid') }),
});

/** A logo for some of the products (one per product). */
function lineArtworksField() {
  return z
    .array(lineArtworkSchema, { error: key('validation.invalid') })
    .max(LIST_MAX_ARTWORKS, { error: key('validation.invalid') })
    .default([])
    .superRefine((list, ctx) =>
      refuseDuplicates(list, (a) => a.product_id, 'product_id', 'validation.duplicateArtwork', ctx),
    );
}

/**
 * POST orders. The products list is cleaned the way an order carries it (docs/product.md, Placing an order) (sizes with
 * pieces, colours with such sizes, products with such colours), so the handler receives only
 * what is bought, and it must not end up empty. Quantity ranges per product (tiers) are the
 * handler's check, with quantityError, since they need the catalogue.
 */
export const orderCreateSchema = z.object({
  payment_method: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: key('validation.paymentMethodInvalid'),
    })
    .transform((v): 0 | 1 => (Number(v) === 1 ? 1 : 0)),
  address_id: idField('validation.addressIdRequired'),
  /** The buyer's purchase-order number, printed on the bill and the picking sheet. */
  po_number: optionalText(LIMITS.poNumber),
  /** A note for the shop: delivery instructions, what the pieces are for. */
  note: optionalMultilineText(LIMITS.note),
  /** The day the buyer asks to have the goods by (YYYY-MM-DD; the server refuses a past day). */
  requested_delivery_date: optionalBlank(calendarDayField()),
  coupon_code: textInput('validation.invalid')
    .pipe(z.string().max(LIMITS.couponCode, { error: key('validation.tooLong') }))
    .nullish()
    .transform((v) => (typeof v === 'string' ? normaliseCouponCode(v) : null)),
  products: selectionListField(),
  /** The buyer's logo on some products, at each product's logo price per piece. */
  artworks: lineArtworksField(),
});

/** The fields of an order that come from the buyer rather than from the cart or a quote. */
const orderTermsFields = {
  payment_method: orderCreateSchema.shape.payment_method,
  address_id: orderCreateSchema.shape.address_id,
  po_number: orderCreateSchema.shape.po_number,
  note: orderCreateSchema.shape.note,
  requested_delivery_date: orderCreateSchema.shape.requested_delivery_date,
};

// ---- Staff: an order's logos ----------------------------------------------------------------

/** PUT /admin/api/orders/{id}/artwork: staff approve the order's logos, or send them back with what to change. */
export const artworkDecisionSchema = z
  .object({
    action: z.enum(['approve', 'request_changes'], { error: key('validation.invalid') }),
    note: optionalMultilineText(LIMITS.note),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'request_changes' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: key('validation.artworkNoteRequired') });
    }
  });
export type ArtworkDecisionInput = z.infer<typeof artworkDecisionSchema>;

/** PUT orders/{id}/artwork: the buyer's new artwork (and where it goes) after staff asked for changes. */
export const artworkReplaceSchema = z.object({
  artworks: lineArtworksField().refine((list) => list.length > 0, {
    error: key('validation.artworkRequired'),
  }),
});
export type ArtworkReplaceInput = z.infer<typeof artworkReplaceSchema>;

// ---- Staff-made orders ----------------------------------------------------------------------

/**
 * POST /admin/api/orders: an order staff make for a customer who phoned, checked and priced as the
 * customer's own would be. `place` places it at once on bank-transfer terms (the address is then
 * required); `draft` keeps it as a quote for the customer, which staff price and send for the
 * customer to accept and pay from their account.
 */
export const staffOrderSchema = orderCreateSchema
  // A logo is the buyer's own upload: it comes with an order the buyer places or a quote they ask for.
  .omit({ payment_method: true, address_id: true, artworks: true })
  .extend({
    customer_id: idField('validation.customerRequired'),
    address_id: optionalBlank(idField('validation.addressIdRequired')),
    action: z.enum(['place', 'draft'], { error: key('validation.invalid') }).default('place'),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'place' && v.address_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: key('validation.addressIdRequired') });
    }
  });

// ---- Requests for quotation ------------------------------------------------------------------

/** POST quotes: what the buyer wants priced, by when, and anything staff should know. */
export const quoteRequestSchema = z.object({
  products: selectionListField(),
  /** A logo for some of the products (one per product). */
  artworks: lineArtworksField(),
  /** The day the buyer needs the goods by (YYYY-MM-DD; the server refuses a past day). */
  wanted_by: optionalBlank(calendarDayField()),
  note: optionalMultilineText(LIMITS.note),
});

/** POST quotes/{id}/accept: the order's terms; its lines and prices are the quote's. */
export const quoteAcceptSchema = z.object(orderTermsFields);

/** POST quotes/{id}/changes: what the buyer would like changed. */
export const quoteChangesSchema = z.object({
  message: requiredMultilineText('validation.messageRequired', LIMITS.note),
});

// ---- Staff: price tiers ---------------------------------------------------------------------

const TIER_ISSUE_KEYS: Record<TierIssueCode, { field: keyof PriceTierFormValues; key: ValidationKey }> = {
  fromAfterTo: { field: 'from', key: 'validation.tierFromAfterTo' },
  overlap: { field: 'from', key: 'validation.tierOverlap' },
  gap: { field: 'from', key: 'validation.tierGap' },
  nonPositivePrice: { field: 'price', key: 'validation.tierPriceInvalid' },
  nonPositiveFrom: { field: 'from', key: 'validation.tierFromInvalid' },
  openBeforeLast: { field: 'to', key: 'validation.tierOpenBeforeLast' },
};

/**
 * A SAR amount typed by staff, in halalas, or null. Unlike parseSar it refuses a third decimal
 * instead of rounding it: a price list must say exactly what is charged.
 */
function exactSar(v: string | number): number | null {
  const halalas = parseSar(v);
  if (halalas === null) return null;
  if (typeof v === 'number') return halalasToSar(halalas) === v ? halalas : null;
  const text = toLatinDigits(v).replace(/\u066B/g, '.');
  return /\.\d{2}\d*[1-9]/.test(text) ? null : halalas;
}

/**
 * The highest price of one piece: far above any garment, and low enough that the stored integer
 * (halalas, a PostgreSQL `integer`) and an order's sums stay exact.
 */
export const TIER_PRICE_MAX_HALALAS = 100_000_000;

/** The price of one piece as staff type it ("45", "45.50", Arabic digits too), in halalas. */
function piecePriceField() {
  return z
    .union([textInput('validation.tierPriceInvalid'), z.number()], {
      error: key('validation.tierPriceInvalid'),
    })
    .transform((v, ctx) => {
      const halalas = exactSar(v);
      if (halalas === null || halalas <= 0) {
        ctx.addIssue({ code: 'custom', message: key('validation.tierPriceInvalid') });
        return z.NEVER;
      }
      if (halalas > TIER_PRICE_MAX_HALALAS) {
        ctx.addIssue({ code: 'custom', message: key('validation.tierPriceTooLarge') });
        return z.NEVER;
      }
      return halalas;
    });
}

/**
 * Staff's answer to a quote request: `send` prices every line (a piece's price, below the tiers
 * if they wish) with the last day the prices hold; `decline` closes the request. The note is
 * shown to the buyer either way.
 */
export const quotePricingSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('send'),
      // Left empty, it is missing rather than written wrong.
      valid_until: z
        .string({ error: key('validation.validUntilRequired') })
        .min(1, { error: key('validation.validUntilRequired') })
        .pipe(calendarDayField()),
      staff_note: optionalMultilineText(LIMITS.note),
      lines: z
        .array(z.object({ id: idField('validation.idInvalid'), unit_price: piecePriceField() }), {
          error: key('validation.productsInvalid'),
        })
        .min(1, { error: key('validation.productsRequired') })
        .max(LIST_MAX, { error: key('validation.tooLong') })
        .superRefine((lines, ctx) =>
          refuseDuplicates(lines, (l) => l.id, 'id', 'validation.duplicateProduct', ctx),
        ),
    }),
    z.object({ action: z.literal('decline'), staff_note: optionalMultilineText(LIMITS.note) }),
  ],
  { error: key('validation.invalid') },
);
export type QuotePricingInput = z.infer<typeof quotePricingSchema>;

/** One tier as staff type it: quantities and a SAR price ("45", "45.50"), converted to halalas. */
export const priceTierSchema = z
  .object({
    from: intField('validation.tierFromInvalid', 1, QUANTITY_MAX),
    // Blank (or null) on the last tier: open-ended, "200+".
    to: optionalBlank(intField('validation.tierToInvalid', 1, QUANTITY_MAX)).transform((to) => to ?? null),
    price: piecePriceField(),
  })
  .transform((t): PriceTier => ({ from: t.from, to: t.to, priceHalalas: t.price }));

/** A product's tier list: at least one, contiguous, no overlap (docs/decisions.md, Tier ranges; validateTiers). */
export const priceTiersSchema = z
  .array(priceTierSchema, { error: key('validation.tiersRequired') })
  .min(1, { error: key('validation.tiersRequired') })
  .max(20, { error: key('validation.tooLong') })
  .superRefine((tiers, ctx) => {
    // zod still runs this when a row failed its own fields, with that row unconverted; the run
    // is checked once every row reads, so a bad row reports its field only, not a second error.
    if (!tiers.every((t) => typeof t.priceHalalas === 'number' && typeof t.from === 'number')) return;
    for (const issue of validateTiers(tiers)) {
      const { field, key: message } = TIER_ISSUE_KEYS[issue.code];
      ctx.addIssue({ code: 'custom', message, path: [issue.index, field] });
    }
  });

export type IdParam = z.infer<typeof idParamSchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;
export type OrderCreatePayload = z.input<typeof orderCreateSchema>;
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;
export type StaffOrderInput = z.infer<typeof staffOrderSchema>;
export type QuoteAcceptInput = z.infer<typeof quoteAcceptSchema>;
export type PriceTierFormValues = z.input<typeof priceTierSchema>;
export type PriceTiersInput = z.infer<typeof priceTiersSchema>;
